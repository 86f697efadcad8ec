/**
 * Recognising the block a POST /upload created, for reconciling a lost answer: the upload lands as
 * one image (or file) block right after the anchor noted before it went out, with the size and
 * type of the bytes sent. Shared by clip jobs (kept images) and upload jobs.
 */
import type { Block } from '../craft/types';

export function isUploadOf(block: Block, size: number, contentType: string): boolean {
  return (block.type === 'image' || block.type === 'file') && block.fileSize === size
    && (block.mimeType === undefined || block.mimeType === contentType);
}
