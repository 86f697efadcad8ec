/**
 * Shapes of the Craft Connect REST API, as the real service sends them
 * (/work/shared/spec/craft-api-facts.md §4–§6). Fields the server may omit are optional: it leaves
 * out default-valued fields (§4.1), so a reader must never rely on e.g. `textStyle` being present.
 */

/** "Selected Documents", "All Documents", "Daily Notes & Tasks" in Craft's UI. */
export type ConnectionKind = 'documents' | 'space' | 'daily-notes';

/** `YYYY-MM-DD` or one of the relative words the server resolves in the space's timezone. */
export type CraftDate = 'today' | 'tomorrow' | 'yesterday' | (string & {});

export type BlockType =
  | 'text'
  | 'page'
  | 'collectionItem'
  | 'image'
  | 'video'
  | 'file'
  | 'drawing'
  | 'whiteboard'
  | 'table'
  | 'collection'
  | 'code'
  | 'richUrl'
  | 'line';

export type TextStyle = 'card' | 'page' | 'h1' | 'h2' | 'h3' | 'h4' | 'caption' | 'body';
export type ListStyle = 'none' | 'bullet' | 'numbered' | 'toggle' | 'task';
export type TaskState = 'todo' | 'done' | 'canceled';
export type LineStyle = 'strong' | 'regular' | 'light' | 'extraLight' | 'pageBreak';

export interface TaskInfo {
  state?: TaskState;
  scheduleDate?: string;
  deadlineDate?: string;
  /** Craft's own client reads these inside taskInfo; the docs put them on the task (§6.15). */
  completedAt?: string;
  canceledAt?: string;
}

export interface BlockComment {
  id: string;
  author?: string;
  content: string;
  createdAt?: string;
}

export interface BlockMetadata {
  createdAt?: string;
  lastModifiedAt?: string;
  createdBy?: string;
  lastModifiedBy?: string;
  comments?: BlockComment[];
}

/** One block as read from the server. Type-specific fields are optional and loosely typed. */
export interface Block {
  id: string;
  type: BlockType | (string & {});
  /** For a page it is the plain title; for a collection item its title. */
  markdown: string;
  textStyle?: TextStyle;
  textAlignment?: 'left' | 'center' | 'right' | 'justify';
  font?: 'system' | 'serif' | 'rounded' | 'mono';
  cardLayout?: 'small' | 'square' | 'regular' | 'large';
  indentationLevel?: number;
  listStyle?: ListStyle;
  decorations?: Array<'callout' | 'quote'>;
  color?: string;
  taskInfo?: TaskInfo;
  metadata?: BlockMetadata;
  content?: Block[];
  /** image, video, file, drawing, whiteboard, richUrl */
  url?: string;
  altText?: string;
  fileName?: string;
  mimeType?: string;
  fileSize?: number;
  title?: string;
  description?: string;
  rawCode?: string;
  language?: string;
  lineStyle?: LineStyle;
  /** collection blocks carry their items here, not in `content` (§4.1). */
  items?: Block[];
  properties?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** A block to insert: no id yet; `markdown` may hold several lines (split by the server). */
export type NewBlock = Omit<Partial<Block>, 'id' | 'content'> & { type: Block['type']; content?: NewBlock[] };

/** A partial update: only the given fields change. */
export type BlockUpdate = Omit<Partial<Block>, 'content'> & { id: string };

/** Where inserted or moved blocks go (§6.8). `date` forms work on space and daily-notes links. */
export type Position =
  | { position: 'start' | 'end'; pageId: string }
  | { position: 'start' | 'end'; date?: CraftDate }
  | { position: 'before' | 'after'; siblingId: string };

export interface ConnectionInfo {
  space: { id: string; name?: string; timezone: string; time?: string; friendlyDate?: string };
  utc?: { time?: string };
  urlTemplates?: { app?: string };
}

export type Location = 'unsorted' | 'trash' | 'templates' | 'daily_notes';

export interface DocumentListFilters {
  location?: Location;
  folderId?: string;
  fetchMetadata?: boolean;
  createdDateGte?: CraftDate;
  createdDateLte?: CraftDate;
  lastModifiedDateGte?: CraftDate;
  lastModifiedDateLte?: CraftDate;
  dailyNoteDateGte?: CraftDate;
  dailyNoteDateLte?: CraftDate;
}

export interface DocumentSearchFilters extends Omit<DocumentListFilters, 'folderId'> {
  include?: string | string[];
  regexps?: string | string[];
  documentIds?: string | string[];
  /** Selected-documents links only. */
  documentFilterMode?: 'include' | 'exclude';
  folderIds?: string | string[];
  fetchBlocks?: boolean;
}

/** A listed document: `isDeleted` on selected-documents links, `dailyNoteDate` for daily notes. */
export interface DocumentSummary {
  id: string;
  title: string;
  isDeleted?: boolean;
  dailyNoteDate?: string;
  lastModifiedAt?: string;
  createdAt?: string;
  clickableLink?: string;
}

export interface SearchHit {
  /** Document search; older docs name it exposedDocumentId. */
  documentId?: string;
  /** Daily-notes search. */
  dailyNoteDate?: string;
  markdown: string;
  blockIds?: string[];
  blocks?: Block[];
}

export interface ContextBlock {
  blockId: string;
  markdown: string;
}

export interface BlockSearchHit {
  blockId: string;
  markdown: string;
  pageBlockPath?: Array<{ id: string; content: string }>;
  beforeBlocks?: ContextBlock[];
  afterBlocks?: ContextBlock[];
}

/** `{ destination: 'unsorted' | 'templates' }` or `{ folderId }`; trash is never a destination. */
export type DocumentDestination = { destination: 'unsorted' | 'templates' } | { folderId: string };

export interface Folder {
  id: string;
  name: string;
  documentCount?: number;
  folders?: Folder[];
}

export type FolderDestination = 'root' | { parentFolderId: string };

export type TaskScope = 'active' | 'upcoming' | 'inbox' | 'logbook' | 'document' | 'all';

export type TaskLocation =
  { type: 'inbox' } | { type: 'dailyNote'; date: CraftDate } | { type: 'document'; documentId: string; title?: string };

export interface Task {
  id: string;
  markdown?: string;
  taskInfo?: TaskInfo;
  location?: TaskLocation;
  completedAt?: string;
  canceledAt?: string;
}

export interface NewTask {
  markdown: string;
  taskInfo?: Omit<TaskInfo, 'state'> & { state?: TaskState };
  location?: TaskLocation;
}
export interface TaskUpdate {
  id: string;
  markdown?: string;
  taskInfo?: TaskInfo;
  location?: TaskLocation;
}

export interface CollectionSummary {
  id: string;
  name: string;
  itemCount?: number;
  documentId?: string;
  dailyNoteDate?: string;
}

export interface CollectionProperty {
  key?: string;
  name: string;
  type: string;
  options?: Array<string | { name: string; color?: string }>;
}

export interface CollectionSchema {
  key?: string;
  name: string;
  contentPropDetails?: { key?: string; name: string };
  properties: CollectionProperty[];
  [extra: string]: unknown;
}

export interface CollectionItem {
  id: string;
  title?: string;
  properties?: Record<string, unknown>;
  content?: Block[];
  [extra: string]: unknown;
}

export interface NewCollectionItem {
  title?: string;
  properties?: Record<string, unknown>;
  [extra: string]: unknown;
}
export interface CollectionItemUpdate {
  id: string;
  title?: string;
  properties?: Record<string, unknown>;
  [extra: string]: unknown;
}

export interface UploadTarget {
  position: 'start' | 'end' | 'before' | 'after';
  pageId?: string;
  date?: CraftDate;
  siblingId?: string;
  /** Title of a file attachment; ignored for images and videos. */
  fileName?: string;
}

export interface UploadResult {
  blockId: string;
  assetUrl: string;
}

export interface NewComment {
  blockId: string;
  content: string;
}
