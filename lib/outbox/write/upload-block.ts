/**
 * Recognising the block a POST /upload created. The upload lands as one image (or file) block right
 * after the anchor noted before it went out. Shared by clip jobs (kept images) and upload jobs.
 *
 * Whether Craft's reads carry `fileSize`/`mimeType` is unknown: R6's live capture shows Craft-hosted
 * images with only id, type, url and markdown (shared/spec/craft-api-evidence.md §3a #7). So:
 * - `mayBeUploadOf` — finding our upload after a lost answer, at the place noted for it: the size
 *   and type must match where the block has them, and need not be there;
 * - `isUploadOf` — proving a block is a copy of ours, to delete it (verify-write.ts): without the
 *   size nothing is proven, so a block without `fileSize` is never taken for a copy.
 */
import type { Block } from '../../craft/types';

const isMedia = (block: Block) => block.type === 'image' || block.type === 'file';
const sameType = (block: Block, contentType: string) => block.mimeType === undefined || block.mimeType === contentType;

export function isUploadOf(block: Block, size: number, contentType: string): boolean {
  return isMedia(block) && block.fileSize === size && sameType(block, contentType);
}

export function mayBeUploadOf(block: Block, size: number, contentType: string): boolean {
  return isMedia(block) && (block.fileSize === undefined || block.fileSize === size) && sameType(block, contentType);
}
