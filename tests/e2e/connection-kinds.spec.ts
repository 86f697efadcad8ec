/**
 * Connecting links whose kind has to be probed, whatever Craft answers for an endpoint of another
 * kind (never recorded, evidence §3a #5): the emulator's `otherKind` switch plays 404, 400, 403 and
 * an HTML 500. Each time a Selected Documents and a Daily Notes link are saved with the right kind.
 * Then the user corrects a kind by hand, which the probes can only guess.
 */
import type { Emulator } from '../../emulator/index';
import { expect, sendToBackground, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The kinds saved, as the background lists them. */
const savedKinds = async (page: Page) => (await sendToBackground(page, 'listConnections')).map((c) => c.kind);

const requests = (emulator: Emulator) => emulator.log.entries().map((e) => `${e.method} ${e.path} ${e.status}`);

for (const answer of [404, 400, 403, 500] as const) {
  test(`connecting when another kind's endpoint answers ${answer}`, async ({ optionsPage, emulator }) => {
    emulator.configure({ otherKind: answer });
    for (const [kind, label, name] of [
      ['documents', 'Selected Documents', 'Picked docs'],
      ['daily-notes', 'Daily Notes & Tasks', 'Journal'],
    ] as const) {
      emulator.log.clear();
      await optionsPage.nameField.fill(name);
      await optionsPage.addConnection(emulator.link(kind).apiUrl);
      await expect(optionsPage.status).toContainText('Saved');
      await expect(optionsPage.saved(name)).toContainText(label);
      await expect(optionsPage.kind(name)).toHaveValue(kind);
      // The probe that met another kind's endpoint got the switched answer, and detection read it right.
      expect(requests(emulator)).toContain(`GET /folders ${answer}`);
    }
    expect(await savedKinds(optionsPage.page)).toEqual(['documents', 'daily-notes']);
  });
}

test('the detected kind can be corrected in the saved connection', async ({ optionsPage, emulator }) => {
  await optionsPage.addConnection(emulator.link('daily-notes').apiUrl);
  await expect(optionsPage.kind('Emulator Space')).toHaveValue('daily-notes');
  await optionsPage.kind('Emulator Space').selectOption({ label: 'All Documents' });
  await expect(optionsPage.saved('Emulator Space')).toContainText('All Documents ·');
  await optionsPage.page.reload();
  await expect(optionsPage.kind('Emulator Space')).toHaveValue('space');
  expect(await savedKinds(optionsPage.page)).toEqual(['space']);
});
