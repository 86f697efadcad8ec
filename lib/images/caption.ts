/**
 * The caption block under an uploaded image: `<caption>From [Page title](url)</caption>`.
 * Angle brackets in the title would end the caption tag early, so they are dropped; brackets are
 * escaped like any link text.
 */
import { taskTitle } from '../tasks/task-markdown';

export function captionMarkdown(source: { title: string; url: string }): string {
  const link = taskTitle(source.title.replace(/[<>]/g, ''), source.url);
  return `<caption>From ${link || 'the web'}</caption>`;
}
