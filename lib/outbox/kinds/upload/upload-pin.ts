/** An upload's daily note named by a relative word, pinned to the day it meant (pin-today.ts). */
import { pinPlace } from '../../pin-today';
import type { PayloadMap } from '../../types';

export function pinUpload(upload: PayloadMap['upload'], day: string): PayloadMap['upload'] {
  const to = upload.destination;
  return to && to !== 'last' ? { ...upload, destination: pinPlace(to, day) } : upload;
}
