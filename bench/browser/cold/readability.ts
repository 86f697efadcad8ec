/**
 * Readability alone on a copy of the document: the first half of MarkDownload's pipeline, and the
 * part of an article clip ours keeps (the corpus's expected articles are Readability's).
 * `npm run bench -- --only=ceilings`.
 */
import { Readability } from '@mozilla/readability';

export const run = (): string =>
  String(new Readability(document.cloneNode(true) as Document).parse()?.content?.length ?? 0);
