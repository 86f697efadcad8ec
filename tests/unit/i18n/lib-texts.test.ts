/**
 * lib's texts in each UI language (issue 13): read from the locale when used, so the same module
 * speaks the language of the moment; sentences built from parts (a list of what the article lost, an
 * image refusal inside a clip's note) stay whole sentences in every locale.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { NOTES } from '../../../lib/capture/notes';
import { lostNote } from '../../../lib/capture/safety-net';
import { kindLabel } from '../../../lib/connections/kind-label';
import { t } from '../../../lib/i18n/t';
import { render } from '../../../lib/i18n/ui-text';
import { IMAGE_REFUSALS } from '../../../lib/images/checks';
import { imageLeftOut } from '../../../lib/outbox/kinds/clip/clip-job';
import { installEnglishMessages, installMessages } from '../support/i18n';

const LOCALES = ['de', 'en', 'es', 'fr', 'ja', 'zh_CN'];

afterEach(installEnglishMessages);

describe("lib's texts", () => {
  it('follow the UI language when they are read, not when the module was loaded', () => {
    expect(render(NOTES.nothingSelected)).toBe('Nothing is selected on this page.');
    installMessages('fr');
    expect(render(NOTES.nothingSelected)).toBe('Rien n’est sélectionné sur cette page.');
    expect(kindLabel('space')).toBe('All Documents');
  });

  it.each(LOCALES)('%s: an image left out of a clip says why without "nothing was sent" (the clip was)', (locale) => {
    installMessages(locale);
    const reasons = { notAnImage: 'outbox_imageNotAnImage', empty: 'outbox_imageEmpty' } as const;
    for (const [why, key] of Object.entries(reasons) as Array<
      [keyof typeof reasons, (typeof reasons)[keyof typeof reasons]]
    >) {
      const refusal = IMAGE_REFUSALS[why];
      // The refusal of an image on its own is the same words and one more sentence: nothing was sent.
      expect(refusal.startsWith(t(key)), refusal).toBe(true);
      expect(refusal.slice(t(key).length).trim()).not.toBe('');
      expect(render(imageLeftOut(why))).toBe(t('outbox_imageLeftOut', t(key)));
    }
    expect(render(imageLeftOut('missing'))).toBe(t('outbox_imageLeftOut', t('outbox_imageMissing')));
  });

  it.each([
    [
      'en',
      'The article extractor left out 2 code blocks, 1 table, and 1 heading; they were put back where the page has them.',
    ],
    [
      'de',
      'Die Artikelerkennung hat 2 Codeblöcke, 1 Tabelle und 1 Überschrift weggelassen; sie wurden dort wieder eingefügt, wo die Seite sie hat.',
    ],
    ['ja', '記事の抽出でコードブロック 2 個、表 1 個、見出し 1 個が抜けていたため、ページと同じ位置に戻しました。'],
  ])('%s: what the article lost is one sentence with a list in that language', (locale, sentence) => {
    installMessages(locale);
    const lost = [
      { kind: 'code', missing: 2 },
      { kind: 'table', missing: 1 },
      { kind: 'heading', missing: 1 },
    ] as const;
    expect(render(lostNote([...lost]))).toBe(sentence);
  });

  it('one thing lost reads in the singular', () => {
    expect(render(lostNote([{ kind: 'image', missing: 1 }]))).toBe(
      'The article extractor left out 1 image; it was put back where the page has it.',
    );
  });
});
