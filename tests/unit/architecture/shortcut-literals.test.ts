/**
 * No source names a keyboard shortcut as a literal: the welcome page taught Alt+Shift+C and Alt+Shift+T
 * while the extension bound Alt+Shift+O and Alt+Shift+D. Shortcuts are read from the browser
 * (components/use-shortcuts.ts); only wxt.config.ts, which declares them, spells them out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, sourceFiles } from './import-graph';

const SHORTCUT = /\b(?:Alt|Ctrl|Control|Command|MacCtrl|Shift)\s*\+\s*(?:Shift\s*\+\s*)?[A-Z0-9]\b/;

const files = ['entrypoints', 'components', 'lib'].flatMap((dir) => sourceFiles(dir));
const locales = ['de', 'en', 'es', 'fr', 'ja', 'zh_CN'].map((l) => `public/_locales/${l}/messages.json`);

it('finds the sources to check', () => {
  expect(files.length).toBeGreaterThan(50);
  expect(SHORTCUT.test("t('welcome_tryPopup', 'Alt+Shift+C')")).toBe(true);
});

it.each([...files, ...locales])('%s names no shortcut literally', (file) => {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  expect(lines.filter((line) => SHORTCUT.test(line))).toEqual([]);
});
