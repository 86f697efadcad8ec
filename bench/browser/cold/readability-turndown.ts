/**
 * MarkDownload's pipeline: Readability on a copy of the document, its article HTML converted by
 * turndown with the GFM plugin (the options MarkDownload sets by default).
 */
import { Readability } from '@mozilla/readability';
import { turndownGfm } from './turndown-gfm';

export const run = (): string => {
  const article = new Readability(document.cloneNode(true) as Document).parse();
  return article?.content ? turndownGfm().turndown(article.content) : '';
};
