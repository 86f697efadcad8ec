/**
 * Firefox: two clips sent to a section of today's note (issue 31), the answers to the first one's
 * first write lost (applied, then the connection dropped, twice: the original and any resend of it),
 * land in one page block of that title, each once. Sent through the background's own `clip`
 * message, as the popup sends it. The date is pinned in the destination (the background's clock
 * cannot be, and "today" is pinned to a date like this before the job is stored); the section is
 * looked for in every daily note and must be in exactly one, that day's.
 */
import type { Emulator } from '../../emulator/index';
import { childrenOf } from '../e2e/clip-helpers';
import { expect, test } from './fixtures';

type Json = Record<string, unknown>;
const DAY = '2026-11-27';

function sections(emulator: Emulator, title: string): Array<{ day: string; page: Json }> {
  return emulator.state
    .documents()
    .flatMap((d) => (d.dailyNoteDate ? [d.dailyNoteDate] : []))
    .flatMap((day) =>
      childrenOf(emulator.state.dailyNote(day))
        .filter((b) => b.type === 'page' && b.markdown === title)
        .map((page) => ({ day, page })),
    );
}

const clip = (title: string) => ({
  destination: { kind: 'daily-section', date: DAY, title: 'Reading' } as const,
  insertAt: 'end' as const,
  title,
  markdown: `${title}: its only paragraph.`,
});

test('two clips on one day land in one section, the first one’s answer lost', async ({
  extension,
  firefox,
  emulator,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks', times: 2 });
  const first = await extension.message('clip', clip('First in Firefox'));
  expect(first.ok).toBe(false);
  emulator.faults.reset();
  expect(emulator.log.entries().some((e) => e.path === '/blocks' && e.status === 0)).toBe(true);
  await firefox.until('the outbox to empty', async () =>
    (await extension.message('outboxList', undefined)).length === 0 ? true : undefined,
  );
  const second = await extension.message('clip', clip('Second in Firefox'));
  expect(second.ok, JSON.stringify(second)).toBe(true);

  const found = sections(emulator, 'Reading');
  expect(found.map((f) => f.day)).toEqual([DAY]);
  expect(childrenOf(found[0]!.page).map((b) => String(b.markdown))).toEqual([
    'First in Firefox: its only paragraph.',
    'Second in Firefox: its only paragraph.',
  ]);
});
