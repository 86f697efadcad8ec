/**
 * An uploaded image's caption block, `<caption>From [Page title](url)</caption>`, and its title in the UI.
 * Angle brackets in the title would end the caption tag early, so they are dropped; brackets are
 * escaped like any link text.
 */
import { t } from '../i18n/t';
import { taskTitle } from '../tasks/task-markdown';

/** What an uploaded image is called in the outbox and the clip history: its page's title, or "Image" in the UI language. */
export const imageTitle = (source: { title: string } | undefined): string => source?.title || t('preview_image');

export function captionMarkdown(source: { title: string; url: string }): string {
  const link = taskTitle(source.title.replace(/[<>]/g, ''), source.url);
  return `<caption>From ${link || 'the web'}</caption>`;
}
