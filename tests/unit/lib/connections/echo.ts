/**
 * A connection and what a server may echo of its secrets in shapes the redactor's patterns do not
 * know (upper-case key, percent-encoded lower-case link id, base64 key): the tests of issue 17
 * item 14 check that none of it reaches a stored job, an answer or a log.
 */
import type { Connection } from '../../../../lib/model/types';

export const KEY = 'sk-live-7f3a9c2e51b84d06';
export const LINK = 'Qx7LinkIdZ42';
export const API_URL = `https://connect.craft.do/links/${LINK}/api/v1`;
export const connection: Connection = {
  id: 'c1',
  name: 'Garden',
  apiUrl: API_URL,
  apiKey: KEY,
  kind: 'space',
  spaceName: 'Garden',
  timezone: 'Europe/Berlin',
  isDefault: true,
  addedAt: '2026-01-01T00:00:00Z',
};
export const ECHO = `Token ${KEY.toUpperCase()} is not valid for ${encodeURIComponent(`link ${LINK.toLowerCase()}`)} (basic ${btoa(KEY)})`;

/** Whether `text` still holds the key or the link id, in any letter case or as base64. */
export function leaks(text: unknown): boolean {
  const lower = JSON.stringify(text ?? '').toLowerCase();
  return [KEY, LINK, btoa(KEY)].some((s) => lower.includes(s.toLowerCase()));
}
