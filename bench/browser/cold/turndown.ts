/** turndown + gfm on the live body. */
import { turndownGfm } from './turndown-gfm';

export const run = (): string => turndownGfm().turndown(document.body);
