/** How many blocks an answer carries, for the space's block budget. */
const BLOCK_TYPES = new Set([
  'text',
  'page',
  'collectionItem',
  'image',
  'video',
  'file',
  'drawing',
  'whiteboard',
  'table',
  'collection',
  'code',
  'richUrl',
  'line',
]);

export function countBlocks(json: unknown): number {
  if (Array.isArray(json)) return json.reduce((n: number, v) => n + countBlocks(v), 0);
  if (!json || typeof json !== 'object') return 0;
  const obj = json as Record<string, unknown>;
  const self = typeof obj.id === 'string' && BLOCK_TYPES.has(obj.type as string) ? 1 : 0;
  return self + Object.values(obj).reduce((n: number, v) => n + (typeof v === 'object' ? countBlocks(v) : 0), 0);
}
