/** The route table and its matcher. */
import type { ConnectionKind } from './types';
import type { Route } from './context';
import { connectionRoutes } from './handlers/connection';
import { documentRoutes } from './handlers/documents';
import { blockReadRoutes } from './handlers/blocks';
import { blockEditRoutes } from './handlers/blocks-edit';
import { taskRoutes } from './handlers/tasks';
import { folderRoutes } from './handlers/folders';
import { searchRoutes } from './handlers/search';
import { blockSearchRoutes } from './handlers/blocks-search';
import { collectionRoutes } from './handlers/collections';
import { uploadRoutes } from './handlers/upload';

export const routes: Route[] = [
  ...connectionRoutes,
  ...documentRoutes,
  ...blockReadRoutes,
  ...blockEditRoutes,
  ...taskRoutes,
  ...folderRoutes,
  ...searchRoutes,
  ...blockSearchRoutes,
  ...collectionRoutes,
  ...uploadRoutes,
];

/**
 * No route: `unknown` (no such path and method for any kind: an unknown route) or `other-kind` (a
 * route of another connection kind, e.g. GET /folders on a Daily Notes link; what that answers is
 * the `otherKind` switch, behaviour.ts).
 */
export type RouteMatch = { route: Route; params: Record<string, string> } | { miss: 'unknown' | 'other-kind' };

export function matchRoute(method: string, path: string, kind: ConnectionKind): RouteMatch {
  const parts = path.split('/').filter(Boolean);
  let otherKind = false;
  for (const route of routes) {
    const pattern = route.pattern.split('/').filter(Boolean);
    if (route.method !== method || pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = decodeURIComponent(parts[i]);
        return true;
      }
      return seg === parts[i];
    });
    if (!ok) continue;
    if (route.kinds.includes(kind)) return { route, params };
    otherKind = true;
  }
  return { miss: otherKind ? 'other-kind' : 'unknown' };
}
