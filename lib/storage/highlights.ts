/** The reader's pen (issue 27): the colour the next mark takes, the last one they chose. */
import { storage } from 'wxt/utils/storage';
import type { MarkColor } from '../highlights/blocks';

export const lastMarkColorItem = storage.defineItem<MarkColor>('local:lastMarkColor', {
  fallback: 'yellow',
  version: 1,
});
