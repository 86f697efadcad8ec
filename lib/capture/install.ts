/**
 * What the injected capture.js installs in the page: `globalThis.__craftCapture.run(request)`.
 * `run` never rejects; any unexpected error still yields a link clip with a note, because the
 * caller is an `executeScript` in the background that must always get a usable result.
 * Installing again (a second injection) just replaces `run`; nothing else is registered.
 * `build` says which build installed it (build.ts): the extension calls an installed copy of its
 * own build again rather than injecting the file anew.
 */
import { CAPTURE_BUILD } from './build';
import { capture } from './index';
import { linkMarkdown } from './link';
import { NOTES } from './notes';
import { CAPTURE_MODES, type CaptureRequest, type CaptureResult, type PageMetadata } from './types';

export interface CraftCaptureApi {
  run(request: CaptureRequest): Promise<CaptureResult>;
  /** The build that installed it (build.ts), if stamped. */
  build?: string;
}

declare global {
  var __craftCapture: CraftCaptureApi | undefined;
}

function bareMetadata(doc: Document, win: Window): PageMetadata {
  const url = win.location.href;
  return { title: doc.title?.trim() || url, url };
}

/** The link clip, or the bare address if even the converter is what failed. */
function safeLinkMarkdown(doc: Document, metadata: PageMetadata): string {
  try {
    return linkMarkdown(doc, metadata);
  } catch {
    return `${metadata.url}\n`;
  }
}

export async function runCapture(doc: Document, win: Window, request: CaptureRequest): Promise<CaptureResult> {
  try {
    return await capture(doc, win, request);
  } catch {
    const metadata = bareMetadata(doc, win);
    const requestedMode = CAPTURE_MODES.includes(request?.mode) ? request.mode : 'article';
    return {
      mode: 'link',
      requestedMode,
      markdown: safeLinkMarkdown(doc, metadata),
      metadata,
      hasSelection: false,
      notes: [NOTES.failed],
      images: [],
    };
  }
}

export function installCapture(scope: typeof globalThis, doc: Document, win: Window): void {
  scope.__craftCapture = { run: (request) => runCapture(doc, win, request), build: CAPTURE_BUILD };
}
