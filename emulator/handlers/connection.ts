/** GET /connection: space id, name, timezone and clock, and the deep-link template. */
import type { Route } from '../context';
import { ALL_KINDS } from '../context';
import { dateInZone, friendlyDate, localTime } from '../dates';

export const connectionRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/connection',
    kinds: ALL_KINDS,
    handler: ({ store, now, timezone }) => {
      const { id, name } = store.state.space;
      return {
        json: {
          space: {
            id,
            name,
            timezone,
            time: localTime(now, timezone),
            friendlyDate: friendlyDate(dateInZone(now, timezone)),
          },
          utc: { time: now.toISOString() },
          urlTemplates: { app: `craftdocs://open?spaceId=${id}&blockId={blockId}` },
        },
      };
    },
  },
];
