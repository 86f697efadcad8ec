/**
 * A section of today's note (issue 31) from the popup: "Section of today's note…", a typed title,
 * two clips on one day — the second picked from the recent places — land in one page block of that
 * title, each once; also when the answers to the first clip's first write are lost (the emulator
 * applies it and drops the connection, the browser's resend included). The popup's clock is pinned;
 * the background's is not, so the section is looked for in every daily note, and must be in one.
 */
import type { Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import { childrenOf, openSite, select, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { expectAccessible } from './support/axe';

const NOON = new Date('2026-11-27T12:00:00+01:00');
type Json = Record<string, unknown>;

/** Every page block titled `title` at the top of a daily note, with its note's day. */
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

const titlesIn = (page: Json) => childrenOf(page).map((b) => String(b.markdown));

async function outboxEmpties(page: Page): Promise<void> {
  await expect.poll(() => sendToBackground(page, 'outboxList').then((l) => l.length), { intervals: [500] }).toBe(0);
}

test.describe('a section of today’s note', () => {
  test.afterEach(({ emulator }) => emulator.faults.reset());

  for (const lost of [false, true]) {
    test(`two clips on one day land in one section${lost ? ', the first one’s answer lost' : ''}`, async ({
      context,
      extensionId,
      extensionPage,
      emulator,
      site,
      seedConnection,
    }) => {
      await seedConnection();
      const url = site.url('/clip/article.html');
      const tab = await context.newPage();
      await openSite(tab, url);
      const tabId = await tabIdFor(extensionPage, url);

      await select(tab, '#intro');
      const first = new PopupPage(await context.newPage(), extensionId);
      await first.page.clock.setFixedTime(NOON);
      await first.open(tabId);
      await first.ready();
      await first.title.fill('First clip in the section');
      await first.destination.click();
      await first.page
        .getByRole('list', { name: 'Places' })
        .getByRole('button', { name: "Section of today's note…" })
        .click();
      await first.page.getByLabel('Section', { exact: true }).fill('Reading');
      await expect(first.destination).toContainText('Reading');
      await expectAccessible(first.page, 'the section field');
      await first.page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(first.page, 'the section field, dark');
      // Applied, then no answer: the original and (on a reused socket) the browser's resend of it.
      if (lost) emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks', times: 2 });
      await first.send();
      if (lost) {
        await expect(first.alert).toContainText(/kept in the outbox/);
        emulator.faults.reset();
      }
      await outboxEmpties(extensionPage);
      if (lost) expect(emulator.log.entries().some((e) => e.path === '/blocks' && e.status === 0)).toBe(true);

      await select(tab, '#when');
      const second = new PopupPage(await context.newPage(), extensionId);
      await second.page.clock.setFixedTime(NOON);
      await second.open(tabId);
      await second.ready();
      await second.title.fill('Second clip in the section');
      await second.destination.click();
      // The section used last is a recent place.
      await second.page
        .getByRole('list', { name: 'Recent' })
        .getByRole('button', { name: /^Reading/ })
        .click();
      await expect(second.page.getByLabel('Section', { exact: true })).toHaveValue('Reading');
      await second.send();
      await expect(second.page.getByText('Clipped to Craft.')).toBeVisible();
      await outboxEmpties(extensionPage);

      const found = sections(emulator, 'Reading');
      expect(found).toHaveLength(1);
      expect(titlesIn(found[0]!.page)).toEqual(['First clip in the section', 'Second clip in the section']);
    });
  }
});
