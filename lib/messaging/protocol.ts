/**
 * The one protocol between the extension's contexts. Payloads are plain JSON; expected failures
 * come back as `{ ok: false, error }`. Each entry's JSDoc starts with its direction.
 *
 * Wire format (@webext-core/messaging): `{ id, type, data, timestamp }` → `{ res }` or `{ err }`;
 * the e2e tests send that shape from an extension page to reach the same background functions.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type {
  CaptureMode,
  ClipRecord,
  ConnectionSummary,
  Destination,
  InsertAt,
  Result,
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
}

export interface TabClipRequest {
  tabId: number;
  mode: CaptureMode;
  /** Omitted: the default destination of the default connection. 'last' = last used destination. */
  destination?: Destination | 'last';
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
  /** popup → background: deliver already-converted markdown. */
  clip(request: ClipRequest): Result<ClipRecord>;
  /** popup/context menu/command → background: capture the tab in the page, convert there, deliver. */
  clipTab(request: TabClipRequest): Result<ClipRecord>;
  /** popup → background: delete the blocks a clip created. */
  undoClip(data: { clipId: string }): Result<null>;
}

export const messaging = defineExtensionMessaging<ProtocolMap>();
export const { sendMessage, onMessage } = messaging;
