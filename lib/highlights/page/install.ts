/**
 * What the injected highlights.js installs in the page: `globalThis.__craftMarks.run(request)`
 * (marks-page.ts). Installed once per page: injecting the file again finds it and adds nothing.
 */
import { lastMarkColorItem } from '../../storage/highlights';
import { backgroundChannel } from './channel';
import { startMarksPage, type MarksPage } from './marks-page';

declare global {
  var __craftMarks: MarksPage | undefined;
}

export function installMarks(scope: typeof globalThis, doc: Document, win: Window): void {
  scope.__craftMarks ??= startMarksPage(doc, win, backgroundChannel, {
    get: () => lastMarkColorItem.getValue(),
    set: (color) => lastMarkColorItem.setValue(color),
  });
}
