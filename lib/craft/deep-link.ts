/**
 * "Open in Craft" links from GET /connection's `urlTemplates.app`, e.g.
 * `craftdocs://open?spaceId=…&blockId={blockId}`. Templates seen use `{blockId}` or `{documentId}`
 * (facts §6.1); a document id equals its root block id, so both take the block id.
 */

const ALLOWED_SCHEMES = ['craftdocs:', 'https:'];

export interface DeepLinkIds {
  blockId: string;
  spaceId?: string;
}

/** Fills the template; undefined when it has no id placeholder or would not be a Craft/https link. */
export function buildDeepLink(urlTemplate: string | undefined, ids: DeepLinkIds): string | undefined {
  if (!urlTemplate || !/\{(blockId|documentId)\}/.test(urlTemplate)) return undefined;
  const filled = urlTemplate
    .replaceAll('{blockId}', encodeURIComponent(ids.blockId))
    .replaceAll('{documentId}', encodeURIComponent(ids.blockId))
    .replaceAll('{spaceId}', encodeURIComponent(ids.spaceId ?? ''));
  // The template comes from the network: never hand a javascript: or data: URL to the UI.
  const scheme = /^([a-z][a-z\d+.-]*:)/i.exec(filled)?.[1]?.toLowerCase();
  return scheme && ALLOWED_SCHEMES.includes(scheme) ? filled : undefined;
}
