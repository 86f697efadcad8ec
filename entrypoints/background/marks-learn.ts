/**
 * Marks on page load in a profile that did not make them (issue 27 §5–§6: another browser or computer
 * with the same Craft connection): the page-load lookup reads only this browser's index of pages with
 * marks, so the index learns from Craft which pages have some (lib/highlights/learn-marks.ts: one
 * search of the connection, a second only when Craft refuses or finds nothing with the first) and
 * keeps them (store.ts learnPages). Never a request per page load: a connection is searched when the
 * switch is turned on, when it is added with the switch on, and when the worker starts and its last
 * search is older than `LEARN.everyMs` (a failed one: `LEARN.retryMs`), the time kept in storage
 * (`marksLearnedItem`) since the worker does not live that long. Only with the switch on (marksOnLoad):
 * nothing else reads the index on page load. One connection at a time. A leaf: lib and services only.
 */
import { marksOnLoad } from '../../lib/browser/marks-on-load';
import { connectionSecrets, redactedMessage } from '../../lib/connections/redact';
import { learnMarkedPages } from '../../lib/highlights/learn-marks';
import { learnPages } from '../../lib/highlights/store';
import type { Connection } from '../../lib/model/types';
import { connectionsItem, marksLearnedItem, marksOnLoadItem } from '../../lib/storage/items';
import type { Services } from './services';

/** How often a connection is searched again at most, and how soon after a failed search. */
export const LEARN = { everyMs: 12 * 60 * 60_000, retryMs: 30 * 60_000 };

type Last = { at: number; ok: boolean } | undefined;

export interface MarksLearn {
  /** The first round, the connections due at the worker's start (tests wait for it). */
  started: Promise<void>;
  /** A connection was saved (connections.ts): searched now when the switch is on. */
  connectionAdded(id: string): void;
}

/** Sets up the searches' triggers and searches the connections due. */
export function setUpMarksLearn(services: Services, now: () => number = Date.now): MarksLearn {
  let turn: Promise<unknown> = Promise.resolve();

  /** Searches each saved connection `pick` chooses, one after another, when the switch is on. */
  function learnSome(pick: (connection: Connection, last: Last) => boolean): Promise<void> {
    const run = turn
      .then(async () => {
        if (!(await marksOnLoad())) return;
        const [connections, learned] = await Promise.all([connectionsItem.getValue(), marksLearnedItem.getValue()]);
        for (const connection of connections) if (pick(connection, learned[connection.id])) await learn(connection);
      })
      .catch((error: unknown) =>
        console.warn('marks: learning which pages have marks failed:', redactedMessage(error)),
      );
    turn = run;
    return run;
  }

  async function learn(connection: Connection): Promise<void> {
    if (!(await services.hostAllowed(connection.apiUrl))) return;
    let ok = true;
    try {
      const pages = await learnMarkedPages(services.client(connection), connection.kind);
      await learnPages(pages, connection.id);
    } catch (error) {
      ok = false;
      const secrets = connectionSecrets(connection);
      console.warn('marks: learning which pages have marks failed:', redactedMessage(error, undefined, secrets));
    }
    const learned = await marksLearnedItem.getValue();
    await marksLearnedItem.setValue({ ...learned, [connection.id]: { at: now(), ok } });
  }

  const due = (last: Last) => !last || now() - last.at >= (last.ok ? LEARN.everyMs : LEARN.retryMs);

  marksOnLoadItem.watch((on, was) => {
    if (on && !was) void learnSome(() => true);
  });
  return {
    started: learnSome((_, last) => due(last)),
    connectionAdded: (id) => void learnSome((c) => c.id === id),
  };
}
