/** Shared emulator types. ConnectionKind is the one lib/craft/types.ts defines for client and emulator alike. */
import type { ConnectionKind } from '../lib/craft/types';
import type { Behaviour } from './behaviour';

export type { ConnectionKind };

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

export type TaskState = 'todo' | 'done' | 'canceled';

export interface TaskInfo {
  state: TaskState;
  scheduleDate?: string;
  deadlineDate?: string;
}

export interface Comment {
  id: string;
  author: string;
  content: string;
  createdAt: string;
}

export interface SchemaProperty {
  key: string;
  name: string;
  type: string;
  options?: { name: string; color?: string }[];
}
export interface CollectionSchema {
  key: string;
  name: string;
  contentPropDetails: { key: string; name: string };
  properties: SchemaProperty[];
}

/** One stored block. Public block fields live in `props`; bookkeeping lives beside them. */
export interface BlockRecord {
  id: string;
  type: BlockType;
  markdown: string;
  props: Record<string, unknown>;
  children: string[];
  parentId?: string;
  createdAt: string;
  lastModifiedAt: string;
  completedAt?: string;
  canceledAt?: string;
  comments?: Comment[];
  schema?: CollectionSchema;
}

export type BuiltInLocation = 'unsorted' | 'templates' | 'trash';

export interface DocumentRecord {
  id: string;
  location: BuiltInLocation | 'folder' | 'daily_notes';
  folderId?: string;
  dailyNoteDate?: string;
  /** Where a trashed document came from, so a restore without destination is possible. */
  trashedFrom?: { location: DocumentRecord['location']; folderId?: string };
}

export interface FolderRecord {
  id: string;
  name: string;
  parentId?: string;
}

export interface UploadRecord {
  id: string;
  blockId: string;
  contentType: string;
  sha256: string;
  base64: string;
}

export interface SpaceState {
  version: 1;
  space: { id: string; name: string; timezone: string };
  blocks: Record<string, BlockRecord>;
  documents: Record<string, DocumentRecord>;
  folders: Record<string, FolderRecord>;
  uploads: Record<string, UploadRecord>;
  /** External images re-hosted on write (rewrite.ts): asset id → the URL written. Absent in older files. */
  rehosted?: Record<string, string>;
  /** Hidden containers holding inbox and logbook tasks; they are not documents. */
  inboxId: string;
  logbookId: string;
  /** The documents the default "Selected Documents" link exposes. */
  selectedDocumentIds: string[];
}

export interface LinkConfig {
  id: string;
  kind: ConnectionKind;
  apiKey?: string;
  documentIds?: string[];
}
export interface LinkInfo {
  id: string;
  kind: ConnectionKind;
  apiUrl: string;
  apiKey?: string;
}

export interface EmulatorOptions {
  port?: number;
  host?: string;
  rateLimit?: boolean;
  dataFile?: string;
  apiKey?: string;
  links?: LinkConfig[];
  timezone?: string;
  now?: () => Date;
  /** Where the emulator departs from an echo (behaviour.ts); unset fields keep Craft's defaults. */
  behaviour?: Partial<Behaviour>;
}

export interface RequestLogEntry {
  time: string;
  linkId: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  status: number;
}
