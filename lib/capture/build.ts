/**
 * Which build of capture.js a tab holds. capture.js stays installed in a page between clips (its
 * isolated world lives as long as the document), so a second clip, or a mode switch in the popup,
 * calls the installed copy, whose code is already compiled and warmed up, instead of evaluating the
 * file again (lib/browser/capture-tab.ts). A copy from another build (an update) is replaced.
 * `wxt build` sets `__CAPTURE_BUILD__` to a hash of the sources and the lock file (wxt.config.ts), so the
 * same sources always build the same file. Unset (undefined) under `wxt dev`, whose rebuilds keep the
 * config it started with, and in unit tests: the file is then injected for every clip.
 */
declare const __CAPTURE_BUILD__: string | undefined;

export const CAPTURE_BUILD: string | undefined = typeof __CAPTURE_BUILD__ === 'string' ? __CAPTURE_BUILD__ : undefined;
