/** The converter's bundle evaluated and not called: what injecting it costs before any work (`npm run bench -- --only=ceilings`). */
import { toCraftMarkdown } from '../../../lib/convert/index';

export const converter = toCraftMarkdown;
export const run = (): string => '';
