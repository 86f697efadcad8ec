/**
 * §2 This page's highlights (issue 27's marks): in page order, then those the page could not place,
 * each with its colour and note; a click on one scrolls the page to it (page-script.ts); its note and
 * colour edited, or removed, through `markChange`; all of them copied as Markdown (the page block
 * Craft keeps them in). When `pageMarks` fails (no marks kept, or no answer) it shows the empty state.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { Button } from '../../components/button';
import { StatusMessage } from '../../components/status-message';
import { listMarks, marksAsMarkdown } from '../../lib/highlights/mark-list';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import type { MarkChange, PageMarks } from '../../lib/model/highlights';
import { MarkRow } from './mark-row';
import { scrollToMark, unplacedMarks } from './page-script';

/** The key marks are kept under: the address without its fragment. */
const withoutFragment = (url: string) => url.split('#')[0]!;

export function HighlightsSection({ tabId, url, title }: { tabId: number; url: string; title: string }) {
  const marks = useSignal<PageMarks | undefined>(undefined);
  const unplaced = useSignal<ReadonlySet<string>>(new Set());
  const loading = useSignal(true);
  const message = useSignal<{ tone: 'error' | 'info'; text: string } | undefined>(undefined);
  const key = withoutFragment(url);

  useEffect(() => {
    void (async () => {
      const [answer, notPlaced] = await Promise.all([
        sendMessage('pageMarks', { url: key }).catch(() => undefined),
        unplacedMarks(tabId),
      ]);
      marks.value = answer?.ok ? answer.value : undefined;
      unplaced.value = notPlaced;
      loading.value = false;
    })();
  }, [key, tabId]);

  async function change(request: MarkChange): Promise<boolean> {
    message.value = undefined;
    const answer = await sendMessage('markChange', request).catch(() => ({
      ok: false as const,
      error: t('common_noAnswer'),
    }));
    if (!answer.ok) {
      message.value = { tone: 'error', text: answer.error };
      return false;
    }
    marks.value = answer.value;
    return true;
  }

  async function show(id: string): Promise<void> {
    message.value = (await scrollToMark(tabId, id)) ? undefined : { tone: 'info', text: t('marks_notShown') };
  }

  async function copyAll(list: ReturnType<typeof listMarks>): Promise<void> {
    await navigator.clipboard.writeText(marksAsMarkdown({ title, url: key }, list));
    message.value = { tone: 'info', text: t('marks_copied') };
  }

  if (loading.value) return <section class="panel-part" aria-busy="true" aria-label={t('marks_heading')} />;
  const list = listMarks(marks.value?.marks ?? [], unplaced.value);
  const row = (placed: boolean) => (m: (typeof list.placed)[number]) => (
    <MarkRow
      key={m.id}
      mark={m}
      placed={placed}
      onShow={() => void show(m.id)}
      onSave={(c) => change({ op: 'update', url: key, id: m.id, color: c.color, note: c.note })}
      onRemove={() => void change({ op: 'remove', url: key, id: m.id })}
    />
  );
  const empty = list.placed.length + list.unplaced.length === 0;
  return (
    <section class="panel-part" aria-labelledby="panel-marks" data-focus-scope>
      <h2 id="panel-marks" tabIndex={-1} data-focus-home>
        {t('marks_heading')}
      </h2>
      {empty ? (
        <p class="hint">{t('marks_empty')}</p>
      ) : (
        <>
          <ul class="mark-list" aria-labelledby="panel-marks">
            {list.placed.map(row(true))}
          </ul>
          {list.unplaced.length > 0 && (
            <>
              <h3 id="panel-unplaced">{t('marks_unplaced')}</h3>
              <ul class="mark-list" aria-labelledby="panel-unplaced">
                {list.unplaced.map(row(false))}
              </ul>
            </>
          )}
          <Button icon="copy" onClick={() => void copyAll(list)}>
            {t('marks_copyAll')}
          </Button>
        </>
      )}
      {message.value && <StatusMessage tone={message.value.tone}>{message.value.text}</StatusMessage>}
    </section>
  );
}
