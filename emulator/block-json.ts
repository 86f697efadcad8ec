/** Renders stored blocks as the API's JSON: default-valued fields omitted, nested content to maxDepth. */
import type { BlockRecord } from './types';
import type { Store } from './store';
import type { Scope } from './scope';

export interface RenderOptions {
  maxDepth: number;
  fetchMetadata: boolean;
}

export function metadataOf(block: BlockRecord) {
  return {
    createdAt: block.createdAt,
    lastModifiedAt: block.lastModifiedAt,
    createdBy: 'Emulator User',
    lastModifiedBy: 'Emulator User',
    comments: block.comments ?? [],
  };
}

export function blockJson(
  store: Store,
  scope: Scope,
  id: string,
  opts: RenderOptions,
  depth = 0,
): Record<string, unknown> {
  const block = store.get(id)!;
  const out: Record<string, unknown> = { id: block.id, type: block.type, ...block.props };
  out.markdown = scope.filterLinks(block.markdown);
  if (block.type === 'collectionItem') out.title = block.markdown;
  if (opts.fetchMetadata) out.metadata = metadataOf(block);
  const canDescend = opts.maxDepth < 0 || depth < opts.maxDepth;
  const children = () => block.children.map((c) => blockJson(store, scope, c, opts, depth + 1));
  if (block.type === 'collection') {
    // Live data carries collection items under `items`, not `content` (facts §4.1).
    if (canDescend) out.items = children();
  } else if (block.type === 'page' || block.type === 'collectionItem') {
    if (canDescend) out.content = children();
  }
  return out;
}
