/**
 * The one protocol between the extension's contexts. Payloads are plain JSON; expected failures
 * come back as `{ ok: false, error }`. Each entry's JSDoc starts with its direction. The shapes
 * themselves are domain types (lib/model/): this file only maps message names to them.
 *
 * Wire format (@webext-core/messaging): `{ id, type, data, timestamp }` → `{ res }` or `{ err }`;
 * the e2e tests send that shape from an extension page to reach the same background functions.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ClipProgress, ClipRequest, ClipResult, TabClipRequest } from '../model/clip';
import type { CollectionPlace } from '../collections/collection-places';
import type { CollectionMapping } from '../collections/mapping';
import type { MarkChange, PageMarks, PlacedReport } from '../model/highlights';
import type { OutboxSummary } from '../model/outbox';
import type { CollectionAt, CollectionChoice, CollectionSetup, SavedItem } from '../model/reading-list';
import type {
  ConnectionCheck,
  ConnectionDraft,
  FolderOption,
  ImageRequest,
  ScreenshotRequest,
  TabTaskRequest,
  TaskItem,
} from '../model/requests';
import type { SavedPlace } from '../reading/saved-index';
import type { SaveTabsRequest } from '../reading/tab-batch';
import type {
  ConnectionSummary,
  Destination,
  ItemJob,
  ItemRecord,
  Result,
  TaskJob,
  TaskRecord,
  UploadRecord,
  UploadStage,
} from '../model/types';

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
  /**
   * popup → background: documents whose title or text matches `query` (recent ones first); `titlesOnly`:
   * titles only, from the document list (kept a short while), so no full-text request is made.
   */
  searchDestinations(data: { connectionId?: string; query: string; titlesOnly?: boolean }): Result<Destination[]>;
  /**
   * popup → background: collections whose name matches `query` (all for ''), recently used ones first,
   * from the collection list (kept a short while), so typing makes no request.
   */
  searchCollections(data: { connectionId?: string; query: string }): Result<CollectionPlace[]>;
  /**
   * popup → background: which of these documents are in Craft's trash, from one listing read
   * (lib/craft/trash-check.ts); a document it cannot tell about is not named.
   */
  trashedDocuments(data: { connectionId?: string; documentIds: string[] }): Result<string[]>;
  /** popup → background: the folders of a whole-space connection, flattened in tree order. */
  listFolders(data: { connectionId?: string }): Result<FolderOption[]>;
  /** popup/options → background: the collections of a connection (the reading list's places). */
  listCollections(data: { connectionId?: string }): Result<CollectionChoice[]>;
  /** popup/options → background: a collection's schema and its mapping (guessed and kept the first time). */
  collectionSetup(data: CollectionAt): Result<CollectionSetup>;
  /** options → background: the user's mapping for a collection. */
  setCollectionMapping(data: Required<CollectionAt> & { mapping: CollectionMapping }): Result<null>;
  /** popup → background: the item this page already is in a collection, or null (a cached lookup). */
  findSavedItem(data: CollectionAt & { urlKey?: string; url?: string; title: string }): Result<SavedItem | null>;
  /** popup → background: save a page as a collection item through the outbox (or update one). */
  saveItem(job: ItemJob): Result<ItemRecord>;
  /** popup → background: delete an item this extension added. */
  undoItem(data: CollectionAt & { itemId: string }): Result<null>;
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
  /** popup → background: where this page is saved already (clip history, later collections), newest first. */
  whereSaved(data: { url: string }): SavedPlace[];
  /** popup/menu → background: each tab of a window (or its selected tabs) into the outbox as one clip; their job ids. */
  saveTabs(request: SaveTabsRequest): Result<{ jobIds: string[] }>;
  /** page script/popup/panel → background: a reader's change to a page's marks; kept, then sent through the outbox. */
  markChange(change: MarkChange): Result<PageMarks>;
  /** page script/popup/panel → background: a page's marks (as last read from Craft, refreshed when stale). */
  pageMarks(data: { url: string }): Result<PageMarks>;
  /** page script → background: which of the page's marks could be placed (the badge count, the unplaced list). */
  marksPlaced(report: PlacedReport): void;
  /** side panel → page script (highlights.js in that tab): scroll to mark `id` and flash it; false: not placed there. */
  scrollToMark(data: { id: string }): boolean;
  /** side panel → page script (highlights.js in that tab): which of the page's marks it placed, which it could not. */
  placedMarks(): PlacedReport;
}

export const messaging = defineExtensionMessaging<ProtocolMap>();
export const { sendMessage, onMessage } = messaging;
