/** Keyed links need `Authorization: Bearer <key>`: missing → 401, wrong → 403 (Craft's own client semantics). */
import { ApiError } from './errors';

export function checkAuth(expectedKey: string | undefined, header: string | undefined): void {
  if (!expectedKey) return;
  if (!header) throw new ApiError(401, 'Unauthorized', 'API key required');
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match || match[1] !== expectedKey) throw new ApiError(403, 'Forbidden', 'Invalid or expired API key');
}
