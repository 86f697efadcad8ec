/** Document destinations ({ destination: unsorted|templates } or { folderId }); trash is never one. */
import { z } from 'zod';
import type { Ctx } from './context';
import type { DocumentRecord } from './types';
import { badRequest, notFound } from './errors';

export const destinationSchema = z.strictObject({
  destination: z.string().optional(),
  folderId: z.string().optional(),
});

export type Placement = Pick<DocumentRecord, 'location' | 'folderId'>;

export function resolveDestination(ctx: Ctx, input: z.infer<typeof destinationSchema> | undefined): Placement {
  if (!input) return { location: 'unsorted' };
  const { destination, folderId } = input;
  if (destination && folderId) throw badRequest('Give either destination or folderId, not both');
  if (destination === 'trash') throw badRequest('trash is not a valid destination; delete the document instead');
  if (folderId) {
    if (!ctx.store.state.folders[folderId]) throw notFound(`Folder ${folderId} not found`);
    return { location: 'folder', folderId };
  }
  if (destination === 'unsorted' || destination === 'templates') return { location: destination };
  throw badRequest(`destination must be unsorted or templates, got "${destination ?? ''}"`);
}

export function placementJson(p: Placement): Record<string, string> {
  return p.location === 'folder' ? { folderId: p.folderId! } : { destination: p.location };
}
