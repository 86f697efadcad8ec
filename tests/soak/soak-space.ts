/**
 * The soak's space and its user, beyond the network faults: the space's clock (it starts seconds
 * before the space's midnight and jumps past the next one now and then, so items made "today" are
 * delivered on a later day), the connection (removed while items wait, then saved again under a
 * new id, as the options page does), and the destinations (a target document moved to the trash
 * and restored later, a note of the user's added at the end). The connection's removal is in
 * soak-background.ts, in the background's own storage.
 */
import { addDays } from '../../lib/dates/today';
import type { CraftClient } from '../../lib/craft';
import { isCraftError } from '../../lib/craft/errors';
import { dayOf } from '../../lib/outbox';

export const SOAK_ZONE = 'Europe/Berlin';
export const SOAK_SPACE = 'soak-space';

/** The zone's wall clock minus UTC at `t`, in ms (whole seconds). */
function zoneOffset(t: number, zone: string): number {
  const whole = Math.floor(t / 1000) * 1000;
  const wall = new Date(whole).toLocaleString('sv-SE', { timeZone: zone }).replace(' ', 'T');
  return Date.parse(`${wall}Z`) - whole;
}

/** The instant the day after `t`'s day begins in `zone`. */
export function nextMidnight(t: number, zone: string): number {
  const next = addDays(dayOf(t, zone), 1);
  const utc = Date.parse(`${next}T00:00:00Z`);
  // The zone's offset at midnight itself (a DST change that day moves it): take it twice.
  return utc - zoneOffset(utc - zoneOffset(utc, zone), zone);
}

/** The space's clock: the emulator's `now`, and the day an item is pinned to when it is made. */
export function spaceClock(startBeforeMidnightMs?: number, zone = SOAK_ZONE) {
  let offset = 0;
  const now = () => Date.now() + offset;
  if (startBeforeMidnightMs !== undefined) offset = nextMidnight(Date.now(), zone) - startBeforeMidnightMs - Date.now();
  const startDay = dayOf(now(), zone);
  return {
    now,
    day: () => dayOf(now(), zone),
    /** The clock moves to two seconds past the space's next midnight. */
    jumpPastMidnight(): void {
      offset += nextMidnight(now(), zone) + 2_000 - now();
    },
    /** Midnights passed since the start, jumps and the clock's own run alike. */
    midnights: () =>
      Math.round((Date.parse(`${dayOf(now(), zone)}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / 86_400_000),
  };
}

/** The user deleting (to the trash) and restoring target documents, and adding notes of their own. */
export function soakUser(client: CraftClient, run: string, documents: string[], random: () => number) {
  const trashed = new Set<string>();
  const notes: string[] = [];
  const unanswered: string[] = [];
  let deletions = 0;
  let edits = 0;
  return {
    async deleteOne(): Promise<void> {
      const id = documents[Math.floor(random() * documents.length)]!;
      if (trashed.has(id)) return;
      trashed.add(id);
      deletions++;
      await client.documents.delete([id]);
    },
    /**
     * Restores every trashed target (Recently Deleted → back), as the user does before pressing Retry.
     * A restore that met a fault is the user's to do again: the documents stay on the list until one succeeds.
     */
    async restore(): Promise<void> {
      if (trashed.size === 0) return;
      const ids = [...trashed];
      await client.documents.move(ids, { destination: 'unsorted' });
      for (const id of ids) trashed.delete(id);
    },
    /** The user writes a note of their own at the end of a target document while items wait. */
    async edit(): Promise<void> {
      const marker = `S${run}E${String(edits++).padStart(4, '0')}`;
      const id = documents[Math.floor(random() * documents.length)]!;
      try {
        await client.blocks.insertMarkdown(`${marker} the user's own note`, { position: 'end', pageId: id });
        notes.push(marker);
      } catch (error) {
        // The user's request meets the same faults: unanswered, it may be there (at most once); refused, it is not.
        if (isCraftError(error, 'unreachable') || isCraftError(error, 'timeout')) unanswered.push(marker);
        throw error;
      }
    },
    deletions: () => deletions,
    /** The notes the server confirmed (each must be there once), and those left unanswered (at most once). */
    notes: () => ({ confirmed: [...notes], unanswered: [...unanswered] }),
  };
}
