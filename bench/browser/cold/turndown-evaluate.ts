/** turndown + gfm's bundle evaluated and not called (`npm run bench -- --only=ceilings`). */
import { turndownGfm } from './turndown-gfm';

export const converter = turndownGfm;
export const run = (): string => '';
