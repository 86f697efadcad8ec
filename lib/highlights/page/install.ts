/**
 * What the injected highlights.js installs in the page: `globalThis.__craftMarks.run(request)`
 * (marks-page.ts). Installed once per page: injecting the file again finds it and adds nothing. The
 * marks painted before it was there (first-paint.ts) become the page's new marks as it installs.
 */
import { lastMarkColorItem } from '../../storage/highlights';
import { backgroundChannel } from './channel';
import { takePending } from './first-paint';
import { startMarksPage } from './marks-page';

export function installMarks(scope: typeof globalThis, doc: Document, win: Window): void {
  const page = (scope.__craftMarks ??= startMarksPage(doc, win, backgroundChannel, {
    get: () => lastMarkColorItem.getValue(),
    set: (color) => lastMarkColorItem.setValue(color),
  }));
  const pending = takePending(scope, doc);
  pending.marks.forEach(({ range, color }, i) =>
    page.adopt(range, color, pending.note && i === pending.marks.length - 1),
  );
}
