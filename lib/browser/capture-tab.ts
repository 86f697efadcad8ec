/**
 * Reads a tab on demand: injects `/capture.js` (which installs `globalThis.__craftCapture`) unless
 * the page holds this build's copy already, then calls `__craftCapture.run(request)` in the page.
 * Shared by the popup and the background, which both hold `activeTab` (or loopback host access in
 * the e2e build) at that moment.
 */
import { browser } from 'wxt/browser';
import { CAPTURE_BUILD } from '../capture/build';
import type { CaptureMode, CaptureRequest, CaptureResult } from '../capture/types';
import type { Result } from '../model/types';
import { t } from '../i18n/t';

/** How long a page that is still being parsed may take before the clip gives up on it. */
export const LOADING_WAIT_MS = 10_000;

/**
 * Installs `/capture.js` in the tab, unless this build's copy is installed there already: a second
 * clip of the page, or a mode switch in the popup, then calls the copy an earlier clip installed,
 * its code compiled and warm, instead of evaluating the file again (lib/capture/build.ts). Needs no
 * settings, so the popup starts it while its storage read is still under way; pass the promise to
 * `captureTab`. Rejects as executeScript does.
 */
export async function injectCapture(tabId: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new InjectionTimeout()), INJECT_WAIT_MS);
  });
  await Promise.race([install(tabId), unanswered]).finally(() => clearTimeout(timer));
}

async function install(tabId: number): Promise<void> {
  const target = { tabId };
  // At once, not at document_idle: a page whose HTML never finishes would otherwise never answer.
  if (CAPTURE_BUILD !== undefined) {
    const [installed] = await browser.scripting.executeScript({
      target,
      injectImmediately: true,
      // Runs in the page: only its argument crosses.
      func: (build: string) => globalThis.__craftCapture?.build === build,
      args: [CAPTURE_BUILD],
    });
    if (installed?.result === true) return;
  }
  await browser.scripting.executeScript({ target, files: ['/capture.js'], injectImmediately: true });
}

/**
 * Installing capture.js takes milliseconds; a tab that has not taken it after this long never will:
 * Chromium never settles executeScript on a view-source: tab, nor in a renderer stuck in page script.
 */
export const INJECT_WAIT_MS = 15_000;

class InjectionTimeout extends Error {
  constructor() {
    super('injection timed out');
  }
}

/**
 * `fallback`: when the requested mode finds nothing (no selection), the page tries this mode in the
 * same call, which saves the two executeScript round trips a second captureTab would cost.
 * `injected`: an `injectCapture(tabId)` already started; without it the script is injected first.
 */
export async function captureTab(
  tabId: number,
  request: CaptureRequest,
  fallback?: CaptureMode,
  injected?: Promise<void>,
): Promise<Result<CaptureResult>> {
  try {
    await (injected ?? injectCapture(tabId));
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      // Injected at once rather than at document_idle, which a page whose HTML never finishes never reaches.
      injectImmediately: true,
      // Runs in the page: only its arguments cross, so it must not close over anything here.
      func: async (req: CaptureRequest, then: CaptureMode | null, waitMs: number) => {
        // A page still being parsed is given a while to finish; one that doesn't is refused, not half-clipped.
        if (document.readyState === 'loading') {
          const parsed = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), waitMs);
            document.addEventListener(
              'DOMContentLoaded',
              () => {
                clearTimeout(timer);
                resolve(true);
              },
              { once: true },
            );
          });
          if (!parsed) return 'still-loading' as const;
        }
        // Typed by lib/capture/install.ts, which installs it; missing only if the injection failed.
        const api = globalThis.__craftCapture;
        if (!api) return null;
        const first = await api.run(req);
        return then && !first.markdown.trim() ? api.run({ ...req, mode: then }) : first;
      },
      args: [request, fallback ?? null, LOADING_WAIT_MS],
    });
    if (frame?.result === 'still-loading') return { ok: false, error: t('capture_stillLoading') };
    const result = frame?.result as CaptureResult | undefined;
    if (!result || typeof result.markdown !== 'string') {
      return { ok: false, error: t('capture_unreadable') };
    }
    return { ok: true, value: result };
  } catch (error) {
    return { ok: false, error: describeInjectionError(error) };
  }
}

/** executeScript only says why in English text; map the known cases to something actionable. */
export function describeInjectionError(error: unknown): string {
  if (error instanceof InjectionTimeout) return t('capture_unanswered');
  const message = error instanceof Error ? error.message : String(error);
  if (
    /cannot access|cannot be scripted|chrome:\/\/|extensions gallery|missing host permission|permission/i.test(message)
  ) {
    return t('capture_restricted');
  }
  if (/no tab with id|tab was closed/i.test(message)) return t('capture_tabClosed');
  return t('capture_unreadableBecause', message);
}
