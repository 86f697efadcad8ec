/**
 * Which of the three connection kinds a link is. Craft does not say, so probe: only space links
 * have /folders, only space and daily-notes links have /tasks. A 404 (or 405) is the expected
 * "no such endpoint" answer; anything else (auth, rate limit after retries, outage) propagates.
 */
import type { CraftClient } from './client';
import { isCraftError } from './errors';
import type { ConnectionKind } from './types';

function isMissingEndpoint(error: unknown): boolean {
  return isCraftError(error) && (error.kind === 'not-found' || error.status === 405);
}

async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    if (isMissingEndpoint(error)) return false;
    throw error;
  }
}

export async function detectConnectionKind(client: Pick<CraftClient, 'folders' | 'tasks' | 'connection'>): Promise<ConnectionKind> {
  if (await answers(() => client.folders.list())) return 'space';
  if (await answers(() => client.tasks.list('inbox'))) return 'daily-notes';
  // An unknown link id also answers 404 everywhere: confirm the link exists before calling it
  // 'documents', so a mistyped link fails here with not-found instead of later.
  await client.connection();
  return 'documents';
}
