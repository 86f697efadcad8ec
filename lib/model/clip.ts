/**
 * A clip on its way from a context to the background and back: the request (already converted,
 * or a tab to capture), its result, and what is left when it fails part-way. Plain JSON.
 */
import type { CaptureMode, ClipRecord, Destination, InsertAt, KeptImage } from './types';

export interface ClipRequest {
  connectionId?: string; // default connection when omitted
  destination: Destination;
  insertAt?: InsertAt;
  /** Final markdown in Craft's insert dialect, header and page wrapper included. */
  markdown: string;
  title: string;
  sourceUrl?: string;
  /** Chosen by the sender to match `clipProgress` messages to this clip. */
  jobId?: string;
  /** Bytes per request (default and upper bound lib/clip MAX_REQUEST_BYTES); tests lower it. */
  maxBytes?: number;
  /** Continue a clip that failed part-way (ClipFailure.resume): append there instead. */
  resume?: { pageId: string } | { siblingId: string };
  /**
   * Into a page block of its own (a note about a page, into the page's block): appended at its end.
   * When Craft no longer has that block, the clip goes to `destination` instead.
   */
  into?: { pageId: string };
  /** Keep images in Craft: the bytes `![alt](craft-upload:N)` lines of `markdown` point at (N-1 = index). */
  uploads?: KeptImage[];
}

export interface TabClipRequest {
  tabId: number;
  mode: CaptureMode;
  /** Omitted: the default destination of the default connection. 'last' = last used destination. */
  destination?: Destination | 'last';
  connectionId?: string;
  /** Default: the clip settings' insertAt. */
  insertAt?: InsertAt;
  /** Selection mode only: clip the article instead when nothing is selected (quick-clip). */
  fallback?: 'article';
  /** Link mode from a context menu: the link itself, so nothing is injected into the page. */
  link?: { url: string; text?: string };
  maxBytes?: number;
}

/** What is left when a clip failed part-way: enough to copy it or send the rest. */
export interface ClipFailure {
  failedPart: number;
  totalParts: number;
  remainingMarkdown: string;
  resume?: { pageId: string } | { siblingId: string };
  /** The history entry of the part that did arrive (Undo can remove it). */
  partialClipId?: string;
}

export type ClipResult = { ok: true; value: ClipRecord } | { ok: false; error: string; failure?: ClipFailure };

export interface ClipProgress {
  jobId: string;
  part: number;
  total: number;
}
