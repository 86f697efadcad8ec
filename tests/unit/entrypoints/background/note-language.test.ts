/**
 * Issue 13: a quick clip's or upload's badge title and notification put the stored notes and
 * warnings in words in the UI language of the moment; a record from before keys keeps its words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FEEDBACK } from '../../../../entrypoints/background/feedback';
import { NOTES } from '../../../../lib/capture/notes';
import { render, text } from '../../../../lib/i18n/ui-text';
import type { ClipRecord, UploadRecord } from '../../../../lib/model/types';
import { imageLeftOut } from '../../../../lib/outbox/kinds/clip/clip-job';
import { installEnglishMessages, installMessages } from '../../support/i18n';

afterEach(installEnglishMessages);

const today = { kind: 'daily-note', date: 'today' } as const;
const OLD_NOTE = 'An image of this clip was left out: The image is empty (0 bytes).';
const record = (notes: ClipRecord['notes']): ClipRecord => ({
  id: 'j1',
  connectionId: 'c1',
  title: 'Tides',
  destination: today,
  blockIds: ['b1'],
  createdAt: '2026-11-23T10:00:00.000Z',
  notes,
});
const upload = (warning?: UploadRecord['warning']): UploadRecord => ({
  clipId: 'j2',
  blockId: 'b2',
  assetUrl: 'https://r.craft.do/x',
  contentType: 'image/png',
  bytes: 70,
  destination: today,
  ...(warning ? { warning } : {}),
});

describe('the feedback of a quick action', () => {
  it("says a clip's notes, made in English, in German after the switch; older words as they are", () => {
    const notes = [NOTES.pageTooLarge, imageLeftOut('missing'), OLD_NOTE];
    installMessages('de');
    const feedback = FEEDBACK.clip({ ok: true, value: record(notes) }, 'Schnellclip');
    expect(feedback).toMatchObject({ ok: true, noted: true });
    expect(feedback.message).toBe(`Schnellclip: Tides. ${notes.map(render).join(' ')}`);
    expect(feedback.message).toContain('Diese Seite ist zu groß');
    expect(feedback.message).toContain('Ein Bild dieses Clips wurde weggelassen');
    expect(feedback.message).toContain(OLD_NOTE);
  });

  it("says an upload's missing caption in the language of the moment, and an older warning in its words", () => {
    const warned = upload(text('outbox_noCaption'));
    expect(FEEDBACK.upload({ ok: true, value: warned }, 'image').message).toBe(
      'The image arrived, but Craft did not return its caption.',
    );
    installMessages('de');
    expect(FEEDBACK.upload({ ok: true, value: warned }, 'image').message).toMatch(/^Das Bild ist angekommen/);
    expect(FEEDBACK.upload({ ok: true, value: upload('Old words.') }, 'screenshot').message).toBe('Old words.');
  });
});
