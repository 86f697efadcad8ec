import TurndownService from 'turndown';
import { isBlockElement } from './dom';
import { escapeText } from './escape';
import { craftRules } from './rules';
import type { CraftOptions } from './types';

let cached: TurndownService | undefined;

/**
 * The one TurndownService of this module, built on first use. It holds the rule registry (our rules
 * replace turndown's CommonMark set via the `rules` option) and the options the rules read; the
 * per-call context is set on `options.ctx` by toCraftMarkdown for the duration of one call.
 */
export function getService(): TurndownService {
  if (cached) return cached;
  const service = new TurndownService({
    rules: craftRules,
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    hr: '---',
    // Elements without a rule (div, span, section, …): blocks get blank lines around them.
    defaultReplacement: (content: string, node: TurndownService.Node) =>
      isBlockElement(node as Element) ? '\n\n' + content.trim() + '\n\n' : content,
  } as TurndownService.Options);
  service.escape = escapeText;
  cached = service;
  return service;
}

export function serviceOptions(service: TurndownService): CraftOptions {
  return (service as unknown as { options: CraftOptions }).options;
}
