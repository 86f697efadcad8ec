/** turndown + gfm's bundle evaluated and not called (scripts/bench-ceilings.mts). */
import { turndownGfm } from './turndown-gfm';

export const converter = turndownGfm;
export const run = (): string => '';
