/**
 * HTML → Craft insert-markdown. Usable wherever there is a DOM (the page, the popup, tests).
 * See engine.ts for why the walk is ours while the rules are turndown rules.
 */
import { convertChildren, convertElement } from './engine';
import { escapeRun } from './escape';
import { finish, newContext, parseInput } from './pipeline';
import type { ConvertContext, CraftMarkdown, ToCraftOptions } from './types';

export type { ConvertLimit } from './limits';
export type { CraftMarkdown, ToCraftOptions } from './types';
export { splitMarkdown } from './split';
export { buildClipHeader, wrapAsPage } from './wrap';

export function toCraftMarkdown(input: Node | string, options: ToCraftOptions): CraftMarkdown {
  const root = parseInput(input);
  const ctx = newContext(root, options);
  return finish(convertRoot(root, ctx), ctx);
}

function convertRoot(root: Node, ctx: ConvertContext): string {
  if (root.nodeType === 9) {
    const doc = root as Document;
    return convertChildren(doc.body ?? doc.documentElement, ctx);
  }
  if (root.nodeType === 1) {
    // A cell given as the root (Readability returns one on table-laid pages) holds the article's
    // blocks: converted as a block container, not as one table cell.
    const name = (root as Element).localName;
    return name === 'td' || name === 'th'
      ? '\n\n' + convertChildren(root, ctx) + '\n\n'
      : convertElement(root as HTMLElement, ctx);
  }
  if (root.nodeType === 3) return escapeRun((root as Text).data.replace(/\s+/g, ' '));
  return convertChildren(root, ctx);
}
export { escapeText } from './escape';
export { safeLinkUrl } from './url';
