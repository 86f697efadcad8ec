/**
 * Which of the three connection kinds a link is. Craft does not say, so probe: only space links
 * have /folders, only space and daily-notes links have /tasks. Call it after GET /connection has
 * succeeded: the link exists and the key (if any) is accepted, so a refusal of a probe is about the
 * endpoint, not the link.
 *
 * What a link answers for an endpoint of another kind was never recorded (evidence §3a #5; nearby:
 * 404 JSON or HTML for unknown routes, a 500 HTML page for the bare API URL). So "not this kind" is
 * any 4xx but 401/403/429, any 5xx, and any HTML page. A 401 or 403 counts too once GET /connection,
 * asked again, still succeeds with the same key — then the key is fine and the refusal is the
 * endpoint's; otherwise that failure propagates. A 429 (after the client's retries), a timeout or no
 * answer at all propagate. A wrong guess can be corrected by the user in the options page.
 */
import type { CraftClient } from './client';
import { isCraftError } from './errors';
import type { ConnectionKind } from './types';

type Prober = Pick<CraftClient, 'folders' | 'tasks' | 'connection'>;

/** Whether a failed probe says "no such endpoint on this link"; undefined when it has to be asked again. */
function notThisKind(error: unknown): boolean | undefined {
  if (!isCraftError(error)) return false;
  if (error.html) return true;
  const status = error.status;
  if (status === undefined || status === 429) return false;
  if (status === 401 || status === 403) return undefined;
  return status >= 400;
}

async function answers(client: Prober, probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    const verdict = notThisKind(error);
    if (verdict === true) return false;
    if (verdict === undefined) {
      // The key was accepted a moment ago: if it still is, the endpoint refused, not the key.
      await client.connection();
      return false;
    }
    throw error;
  }
}

export async function detectConnectionKind(client: Prober): Promise<ConnectionKind> {
  if (await answers(client, () => client.folders.list())) return 'space';
  if (await answers(client, () => client.tasks.list('inbox'))) return 'daily-notes';
  return 'documents';
}
