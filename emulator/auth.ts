/**
 * Keyed links need `Authorization: Bearer <key>`. Missing → 401 and wrong key → 403, the reading of
 * Craft's own client (evidence R1 OFFICIAL: 401 "API key required", 403 "Invalid or expired API key").
 * A header that is not a Bearer token → 401 with the body R5 recorded live
 * (`{"error":"Invalid Authorization header","code":"INVALID_AUTH_HEADER"}`, evidence §3a #3).
 * The codes of the missing and wrong key answers are guesses.
 */
import { ApiError } from './errors';

export function checkAuth(expectedKey: string | undefined, header: string | undefined): void {
  if (!expectedKey) return;
  if (!header) throw new ApiError(401, 'API key required', { code: 'MISSING_AUTH_HEADER' });
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) throw new ApiError(401, 'Invalid Authorization header', { code: 'INVALID_AUTH_HEADER' });
  if (match[1] !== expectedKey) throw new ApiError(403, 'Invalid or expired API key', { code: 'FORBIDDEN' });
}
