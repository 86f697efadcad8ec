/**
 * The one protocol between the extension's contexts. Payloads are plain JSON; expected failures
 * come back as `{ ok: false, error }`. Each entry's JSDoc starts with its direction.
 *
 * Wire format (@webext-core/messaging): `{ id, type, data, timestamp }` → `{ res }` or `{ err }`;
 * the e2e tests send that shape from an extension page to reach the same background functions.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { OutboxSummary } from '../outbox/types';
import type {
  CaptureMode,
  ClipRecord,
  ConnectionSummary,
  Destination,
  InsertAt,
  KeptImage,
  Result,
  TaskJob,
  TaskRecord,
  UploadRecord,
  UploadStage,
} from '../model/types';

export interface ConnectionDraft {
  apiUrl: string;
  apiKey?: string;
}

export interface ConnectionCheck {
  kind: ConnectionSummary['kind'];
  spaceName: string;
  spaceId?: string;
  timezone: string;
  appUrlTemplate?: string;
  /** The normalised API URL that was tested. */
  apiUrl: string;
}

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

export interface FolderOption {
  id: string;
  name: string;
  /** 0 for top-level folders, for indenting the picker. */
  depth: number;
}

/** Add a tab, a link or a selection as a task (context menus, the quick-task command, e2e). */
export interface TabTaskRequest {
  tabId?: number;
  connectionId?: string;
  /** A link from the context menu: the task links there instead of to the page. */
  link?: { url: string; text?: string };
  /** The selected text from the context menu: becomes the task's note. */
  selectionText?: string;
  /** Default: the inbox (or, without one, the connection's default document as a to-do block). */
  place?: TaskJob['place'];
}

/** An open task as the popup lists it. */
export interface TaskItem {
  id: string;
  text: string;
  state: 'todo' | 'done' | 'canceled';
  scheduleDate?: string;
  deadlineDate?: string;
}

/** An image on a page (context menu "Send image to Craft"), fetched in the page first. */
export interface ImageRequest {
  srcUrl: string;
  tabId?: number;
  frameId?: number;
  connectionId?: string;
  destination?: Destination | 'last';
  /** The caption's link; read from the tab when omitted. */
  page?: { title: string; url: string };
  jobId?: string;
}

/** The visible area of a tab as a PNG (popup button, context menu). */
export interface ScreenshotRequest {
  tabId?: number;
  windowId?: number;
  connectionId?: string;
  destination?: Destination | 'last';
  jobId?: string;
}

export interface ProtocolMap {
  /** options → background: normalise the URL, call GET /connection and detect the connection kind. */
  testConnection(draft: ConnectionDraft): Result<ConnectionCheck>;
  /** options → background: test, then save (first one becomes default). */
  saveConnection(draft: ConnectionDraft & { name?: string }): Result<ConnectionSummary>;
  /** options/popup → background: every saved connection, keys masked. */
  listConnections(): ConnectionSummary[];
  /** options → background */
  removeConnection(data: { id: string }): Result<null>;
  /** options → background */
  setDefaultConnection(data: { id: string }): Result<null>;
  /** options → background: the user corrects the kind detected for a saved connection. */
  setConnectionKind(data: { id: string; kind: ConnectionSummary['kind'] }): Result<null>;
  /** popup → background: deliver already-converted markdown. */
  clip(request: ClipRequest): ClipResult;
  /** popup/context menu/command → background: capture the tab in the page, convert there, deliver. */
  clipTab(request: TabClipRequest): ClipResult;
  /** popup → background: delete the blocks a clip created. */
  undoClip(data: { clipId: string }): Result<null>;
  /** background → popup: part `part` of `total` of clip `jobId` is being sent. */
  clipProgress(progress: ClipProgress): void;
  /** popup → background: documents whose title or text matches `query` (recent ones first). */
  searchDestinations(data: { connectionId?: string; query: string }): Result<Destination[]>;
  /** popup → background: the folders of a whole-space connection, flattened in tree order. */
  listFolders(data: { connectionId?: string }): Result<FolderOption[]>;
  /** popup → background: add one task (inbox, daily note, document; a to-do block on documents links). */
  addTask(job: TaskJob): Result<TaskRecord>;
  /** context menu/command/e2e → background: add a tab, link or selection as a task. */
  addTabTask(request: TabTaskRequest): Result<TaskRecord>;
  /** popup → background: Undo of addTask (DELETE /tasks, or DELETE /blocks for a to-do block). */
  undoTask(record: TaskRecord): Result<null>;
  /** popup → background: open tasks due today or earlier (GET /tasks?scope=active). */
  listTasks(data: { connectionId?: string }): Result<TaskItem[]>;
  /** popup → background: tick (done) or untick (todo) a task; done inbox tasks move to the logbook. */
  setTaskDone(data: { connectionId?: string; id: string; done: boolean }): Result<null>;
  /** context menu/popup/e2e → background: fetch an image (page first), check it, upload it with a caption. */
  sendImage(request: ImageRequest): Result<UploadRecord>;
  /** popup/context menu/e2e → background: screenshot the visible tab and upload it as a PNG. */
  captureScreenshot(request: ScreenshotRequest): Result<UploadRecord>;
  /** background → popup: the stage an image or screenshot upload `jobId` has reached. */
  uploadProgress(progress: { jobId: string; stage: UploadStage }): void;
  /** popup → background: the outbox's items not yet delivered (waiting or stopped); also wakes delivery. */
  outboxList(): OutboxSummary[];
  /** popup → background: send an outbox item again now (a stopped one too). */
  outboxRetry(data: { id: string }): Result<null>;
  /** popup → background: remove an outbox item that is not being sent right now. */
  outboxDiscard(data: { id: string }): Result<null>;
}

export const messaging = defineExtensionMessaging<ProtocolMap>();
export const { sendMessage, onMessage } = messaging;
