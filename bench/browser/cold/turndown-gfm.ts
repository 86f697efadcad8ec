/** turndown with the GFM plugin (tables, strikethrough, task lists), built on first use as a clipper does. */
import TurndownService from 'turndown';
// @ts-expect-error turndown-plugin-gfm ships no types
import { gfm } from 'turndown-plugin-gfm';

let service: TurndownService | undefined;

export function turndownGfm(): TurndownService {
  if (!service) {
    service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
    service.use(gfm);
  }
  return service;
}
