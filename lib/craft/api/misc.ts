/** The endpoints that stand alone: connection info, upload, comments, daily-notes search. */
import type { Http } from '../http';
import { commentIdsSchema, connectionSchema, itemsOf, searchHitSchema, uploadSchema } from '../schemas';
import type { ConnectionInfo, NewComment, SearchHit, UploadResult, UploadTarget } from '../types';

export interface DailyNotesSearch {
  include?: string | string[];
  regexps?: string | string[];
  startDate?: string;
  endDate?: string;
  fetchBlocks?: boolean;
}

export type UploadBody = Blob | ArrayBuffer | Uint8Array;

export function miscApi(http: Http) {
  return {
    /** GET /connection — space id, name and timezone, current time, deep-link templates. */
    connection(): Promise<ConnectionInfo> {
      return http.json({ method: 'GET', path: 'connection' }, connectionSchema);
    },

    /** POST /upload — uploads raw bytes as an image, video or file block at the target. */
    upload(data: UploadBody, contentType: string, target: UploadTarget): Promise<UploadResult> {
      return http.json(
        { method: 'POST', path: 'upload', query: { ...target }, body: data as BodyInit, contentType },
        uploadSchema,
      );
    },

    /** POST /comments — adds comments to blocks; returns the new comment ids. */
    addComments(comments: NewComment[]): Promise<string[]> {
      return http.json({ method: 'POST', path: 'comments', json: { comments } }, commentIdsSchema);
    },

    /** GET /daily-notes/search — matches across daily notes (daily-notes links only). */
    async searchDailyNotes(search: DailyNotesSearch): Promise<SearchHit[]> {
      const body = await http.json(
        { method: 'GET', path: 'daily-notes/search', query: { ...search } },
        itemsOf(searchHitSchema),
      );
      return body.items;
    },
  };
}
