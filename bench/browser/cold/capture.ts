/** Ours as the extension ships it: entrypoints/capture.ts's install, then `run` in the requested mode. */
import { installCapture } from '../../../lib/capture/install';
import type { CaptureMode } from '../../../lib/capture/types';

installCapture(globalThis, document, window);

export const run = async (mode: CaptureMode): Promise<string> =>
  (await globalThis.__craftCapture!.run({ mode })).markdown;
