// The highlight modules as one script for highlights-paint.spec.ts, as the extension will inject them.
export { anchor, describe } from '../../../lib/highlights/anchor';
export { clearMarks, highlightName, markAt, paintMarks } from '../../../lib/highlights/paint';
