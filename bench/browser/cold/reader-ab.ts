/**
 * Readability alone, as article.ts runs it (on the reader copy, formulas and code protected), in
 * its stock form or with our overrides (lean-readability.ts): `run('stock' | 'lean')` returns
 * everything the article path reads of the result, so `npm run bench -- --only=readability` can check the
 * two agree byte for byte on real pages in Chromium while it times them.
 */
import { Readability } from '@mozilla/readability';
import { LeanReadability } from '../../../lib/capture/lean-readability';
import { ARTICLE_LIMITS } from '../../../lib/capture/limits';
import { protectContent } from '../../../lib/capture/protect';
import { readerCopy } from '../../../lib/capture/reader-copy';

const copy = (): Document => {
  const made = readerCopy(document);
  protectContent(made);
  return made;
};

export const run = (variant: string): string => {
  const options = {
    keepClasses: true,
    serializer: (node: Node) => node as Element,
    maxElemsToParse: ARTICLE_LIMITS.maxElements,
  };
  const parsed = (
    variant === 'lean' ? new LeanReadability<Element>(copy(), options, copy) : new Readability<Element>(copy(), options)
  ).parse();
  if (!parsed) return 'null';
  const { content, textContent, ...rest } = parsed;
  return JSON.stringify({ ...rest, content: content?.outerHTML, textContent });
};
