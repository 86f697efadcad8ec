/**
 * Domain shapes shared by the popup, the options page and the background.
 * Plain JSON only: these cross `runtime.sendMessage` and live in extension storage.
 */
import type { ConnectionKind } from '../craft/types';
import type { ImageType } from '../images/sniff';
import type { StoredText } from '../i18n/ui-text';

export type { ConnectionKind };

/** A saved Craft API connection. `apiUrl` and `apiKey` are secrets: never log or sync them. */
export interface Connection {
  id: string;
  /** What the user sees: defaults to the space name. */
  name: string;
  apiUrl: string;
  apiKey?: string;
  kind: ConnectionKind;
  spaceId?: string;
  spaceName: string;
  timezone: string;
  /** `urlTemplates.app` from GET /connection, for "Open in Craft" deep links. */
  appUrlTemplate?: string;
  isDefault: boolean;
  addedAt: string;
}

/** A connection as the UI may show it: the key never comes back in full. */
export interface ConnectionSummary extends Omit<Connection, 'apiKey'> {
  /** e.g. "pdk_…9f2c"; undefined when the link has no key. */
  maskedKey?: string;
}

export type CaptureMode = 'selection' | 'article' | 'page' | 'link';

/** Where a clip, task or upload lands. */
export type Destination =
  /** `today`: the item was made for today's note and `date` is that day (lib/outbox/pin-today.ts). */
  | { kind: 'daily-note'; date: string /* 'today' | 'YYYY-MM-DD' */; today?: true }
  /**
   * A section of a daily note: inside the top-level page block titled `title` (e.g. "Reading"), made
   * by the first clip of the day and found again by the later ones. `date` and `today` as above; a
   * rule's `{ kind: 'today-section', title }` is `{ kind: 'daily-section', date: 'today', title }`.
   */
  | { kind: 'daily-section'; date: string /* 'today' | 'YYYY-MM-DD' */; title: string; today?: true }
  | { kind: 'document'; id: string; title: string }
  | { kind: 'new-document'; title: string; folderId?: string; folderName?: string };

export type InsertAt = 'start' | 'end';

export type HeaderField = 'title' | 'site' | 'author' | 'published' | 'clippedAt';

export interface ClipSettings {
  /** Fields of the header line above a clip, in order; empty = no header. */
  headerFields: HeaderField[];
  /** 'page' nests the clip in a page block (keeps a daily note tidy); 'inline' posts blocks directly. */
  format: 'page' | 'inline';
  insertAt: InsertAt;
  /** Upload images Craft cannot fetch itself (data:, blob:, behind a login). */
  keepImages: boolean;
}

export const DEFAULT_CLIP_SETTINGS: ClipSettings = {
  headerFields: ['title', 'site', 'author', 'published', 'clippedAt'],
  format: 'page',
  insertAt: 'end',
  keepImages: false,
};

/**
 * An image Craft cannot fetch by itself (`data:`, `blob:`, behind a login), read in the page for
 * "keep images in Craft". The clip markdown points at it as `![alt](craft-upload:N)` (N = 1-based
 * index into the list), see lib/clip/upload-tokens.ts. Base64 because it crosses executeScript and
 * runtime messages, which carry JSON only.
 */
export interface KeptImage {
  /** The image's own address: the fallback when its upload is refused (http(s) only). */
  url: string;
  base64: string;
}

/** What the background remembers of a delivered clip, for Undo and "Open in Craft". */
export interface ClipRecord {
  id: string;
  connectionId: string;
  title: string;
  destination: Destination;
  /** Top-level block ids created, in order. Deleting them removes the clip. */
  blockIds: string[];
  /** The document the clip created (destination 'new-document'); Undo moves it to the trash. */
  createdDocumentId?: string;
  createdAt: string;
  openUrl?: string;
  /**
   * For the user: what did not arrive as captured (e.g. an image that could not be uploaded). Texts,
   * put in words where shown; a record stored before texts had keys holds words.
   */
  notes?: StoredText[];
}

/** Expected failures cross contexts as values, not throws. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** Where a task goes: the inbox, a daily note (`date` 'today' | 'YYYY-MM-DD') or a document (whole-space links). */
export type TaskPlace =
  | { kind: 'inbox' }
  | { kind: 'daily-note'; date: string; today?: true }
  | { kind: 'document'; id: string; title: string };

/** One task to add: a plain JSON job, so the outbox can store and replay it (background tasks.ts). */
export interface TaskJob {
  connectionId?: string; // default connection when omitted
  /** The task's first line, e.g. `[Page title](url)`. */
  title: string;
  /** Optional second line (the selection); see lib/tasks/task-markdown.ts for how it is sent. */
  note?: string;
  /** `YYYY-MM-DD` or Craft's relative words ('today', 'tomorrow'), resolved by the server. */
  scheduleDate?: string;
  deadlineDate?: string;
  place: TaskPlace;
}

/** A task this extension added, as the popup shows it after adding (with Undo). */
export interface TaskRecord {
  id: string;
  connectionId: string;
  markdown: string;
  place: TaskPlace;
  scheduleDate?: string;
  deadlineDate?: string;
  /** Set when the connection had no task inbox and a `- [ ]` block went into a document instead. */
  asBlock?: boolean;
  /** The blocks created for a to-do block (the to-do and its note), deleted together by Undo. */
  blockIds?: string[];
}

/** One upload: a plain JSON job whose bytes the outbox can keep in IndexedDB (deliverUpload). */
export interface UploadJob {
  connectionId?: string;
  /** Omitted: today's daily note, or the connection's default document. 'last' = last used destination. */
  destination?: Destination | 'last';
  /** The image bytes its sender checked before storing the job (lib/images/checks: type, size). */
  bytes: ArrayBuffer | Blob;
  /** The type sniffed from the bytes by that check, never the one the site claimed. */
  contentType: ImageType;
  /** What the caption under the image links to. */
  source?: { title: string; url: string };
  /** For `uploadProgress` messages. */
  jobId?: string;
}

/**
 * One page saved as an item of a collection (the reading list): its properties already mapped
 * (lib/collections) and its content, the clip, as blocks inside the item's page. Plain JSON.
 */
export interface ItemJob {
  connectionId?: string;
  collectionId: string;
  collectionName: string;
  title: string;
  /** Property key → value, as the collection's schema wants it. */
  properties: Record<string, unknown>;
  /** New select values go into the schema: true only when the user said so for this item. */
  allowNewSelectOptions?: boolean;
  /** Update this item (title and properties; its content stays) instead of adding another. */
  updateId?: string;
  /**
   * An update: the top-level blocks an earlier clip of ours put into the item's page (recorded when
   * it was delivered), the only ones the new clip replaces. Unknown (saved by another device, or
   * before this was recorded): nothing is removed, the new clip follows the page after a divider.
   */
  earlierBlockIds?: string[];
  /** How the item is found again (a lost answer): its URL property and the page URL, else its title. */
  urlKey?: string;
  url?: string;
  /** The clip without header or page wrapper: the item's page is its page. Empty = properties only. */
  markdown: string;
  maxBytes?: number;
  uploads?: KeptImage[];
}

/** A collection item this extension saved, as the popup shows it after saving (Open, Undo). */
export interface ItemRecord {
  jobId: string;
  connectionId: string;
  collectionId: string;
  collectionName: string;
  itemId: string;
  title: string;
  updated?: boolean;
  openUrl?: string;
}

/** Stages an upload reports: fetch progress is not observable in a service worker, so stages, not percent. */
export type UploadStage = 'fetching' | 'uploading' | 'captioning' | 'done';

/** What arrived: the image block, and the caption block unless `warning` says it is missing. */
export interface UploadRecord {
  clipId: string;
  blockId: string;
  assetUrl: string;
  captionBlockId?: string;
  contentType: string;
  bytes: number;
  destination: Destination;
  /** The image arrived but something around it did not (the caption). Words in an older record. */
  warning?: StoredText;
}
