/** The converter's bundle evaluated and not called: what injecting it costs before any work (scripts/bench-ceilings.mts). */
import { toCraftMarkdown } from '../../../lib/convert/index';

export const converter = toCraftMarkdown;
export const run = (): string => '';
