/**
 * The shapes that cross `scripting.executeScript` between the extension and the injected
 * capture script. Plain JSON only (see docs/ARCHITECTURE.md, "lib/capture").
 */
import type { UiText } from '../i18n/text';
import type { CaptureMode, KeptImage } from '../model/types';

export type { CaptureMode };

export interface CaptureRequest {
  mode: CaptureMode;
  /** Keep images in Craft: read the images Craft cannot fetch (see keep-images.ts) and return their bytes. */
  keepImages?: boolean;
}

export interface PageMetadata {
  title: string;
  /** The address of the tab, as the user sees it. */
  url: string;
  /** The address worth linking to: rel=canonical, og:url, else the tab address without its hash. */
  canonicalUrl?: string;
  siteName?: string;
  author?: string;
  /** ISO date, `YYYY-MM-DD`. */
  published?: string;
  description?: string;
  language?: string;
}

export interface CaptureResult {
  /** The mode actually used; differs from `requestedMode` when a fallback happened. */
  mode: CaptureMode;
  requestedMode: CaptureMode;
  markdown: string;
  metadata: PageMetadata;
  /** Whether the page has a non-empty selection, so the popup can preselect selection mode. */
  hasSelection: boolean;
  /** Notes for the user, e.g. why a fallback happened: texts, put in words where they are shown. */
  notes: UiText[];
  /** Absolute image URLs of the clip, in document order, each once (lib/convert `images`). */
  images: string[];
  /** keepImages only: the images the markdown points at as `craft-upload:N` (N-1 = index here). */
  kept?: KeptImage[];
  /** The schema.org types and main fields of the page's JSON-LD, for rules (lib/rules/schema.ts). */
  schema?: { types: string[]; fields: Record<string, string> };
}

export const CAPTURE_MODES: readonly CaptureMode[] = ['selection', 'article', 'page', 'link'];
