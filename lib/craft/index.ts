/** The public surface of lib/craft: import from here. */
export { createCraftClient, type CraftClient, type CraftClientOptions } from './client';
export { CraftError, isCraftError, type CraftErrorKind } from './errors';
export { parseConnectionUrl, isLoopbackHost, CRAFT_API_HOST, type ParsedConnectionUrl } from './parse-connection-url';
export { detectConnectionKind } from './detect-connection-kind';
export { buildDeepLink, type DeepLinkIds } from './deep-link';
export { DEFAULT_RETRY, type RetrySettings } from './retry-policy';
export type { BlockTarget, ReadOptions, BlockSearchScope, BlockSearchOptions } from './api/blocks';
export type { CollectionFilters, ItemWriteOptions } from './api/collections';
export type { DailyNotesSearch, UploadBody } from './api/misc';
export type * from './types';
