/** The route table and its matcher; a route existing for another connection kind answers 404 too. */
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
  ...connectionRoutes, ...documentRoutes, ...blockReadRoutes, ...blockEditRoutes, ...taskRoutes,
  ...folderRoutes, ...searchRoutes, ...blockSearchRoutes, ...collectionRoutes, ...uploadRoutes,
];

export type RouteMatch = { route: Route; params: Record<string, string> } | { status: 404 | 405 };

export function matchRoute(method: string, path: string, kind: ConnectionKind): RouteMatch {
  const parts = path.split('/').filter(Boolean);
  let pathExists = false;
  for (const route of routes) {
    const pattern = route.pattern.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      if (seg.startsWith(':')) { params[seg.slice(1)] = decodeURIComponent(parts[i]); return true; }
      return seg === parts[i];
    });
    if (!ok || !route.kinds.includes(kind)) continue;
    pathExists = true;
    if (route.method === method) return { route, params };
  }
  return { status: pathExists ? 405 : 404 };
}
