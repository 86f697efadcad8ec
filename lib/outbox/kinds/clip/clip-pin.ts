/** A clip's daily note named by a relative word, pinned to the day it meant (pin-today.ts). */
import { pinPlace } from '../../pin-today';
import type { PayloadMap } from '../../types';

export function pinClip(payload: PayloadMap['clip'], day: string): PayloadMap['clip'] {
  const { request } = payload;
  return { ...payload, request: { ...request, destination: pinPlace(request.destination, day) } };
}
