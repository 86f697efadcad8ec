/** Read helpers tests use to look inside the emulator without going through HTTP. */
import { createHash } from 'node:crypto';
import type { Store } from './store';
import type { Ctx } from './context';
import { Scope } from './scope';
import { blockJson } from './block-json';
import { dateInZone } from './dates';
import { taskJson, visibleTasks } from './tasks-model';

export interface EmulatorState {
  /** A block with its nested content, or undefined. */
  block(id: string): Record<string, unknown> | undefined;
  /** The root page of a daily note ('today' or YYYY-MM-DD), or undefined when there is none. */
  dailyNote(date: string): Record<string, unknown> | undefined;
  /** The root page of the first document with this title, or undefined. */
  documentByTitle(title: string): Record<string, unknown> | undefined;
  /** Every task with its location and state. */
  tasks(): Record<string, unknown>[];
  /** Stored upload by asset id or by the id of the block it created. */
  upload(id: string): { bytes: Buffer; contentType: string; sha256: string } | undefined;
  /** Every document (trash included) with its location. */
  documents(): { id: string; title: string; location: string; folderId?: string; dailyNoteDate?: string }[];
  /** The image URL a re-hosted asset URL stands for (rewrite.ts), or undefined. */
  assetSource(assetUrl: string): string | undefined;
}

export function createStateHelpers(store: () => Store, timezone: string, now: () => Date): EmulatorState {
  const view = () => {
    const s = store();
    return { s, scope: new Scope(s, { id: 'state', kind: 'space' }) };
  };
  const render = (id: string | undefined) => {
    const { s, scope } = view();
    return id && s.get(id) ? blockJson(s, scope, id, { maxDepth: -1, fetchMetadata: false }) : undefined;
  };
  return {
    block: (id) => render(id),
    dailyNote: (date) => render(store().dailyNote(date === 'today' ? dateInZone(now(), timezone) : date)?.id),
    documentByTitle: (title) => render(Object.keys(store().state.documents).find((id) => store().title(id) === title)),
    tasks: () => {
      const { s, scope } = view();
      const ctx = { store: s, scope, kind: 'space' } as Ctx;
      return visibleTasks(ctx).map((t) => taskJson(ctx, t));
    },
    upload: (id) => {
      const ups = Object.values(store().state.uploads);
      const up = ups.find((u) => u.id === id || u.blockId === id);
      if (!up) return undefined;
      const bytes = Buffer.from(up.base64, 'base64');
      return { bytes, contentType: up.contentType, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    assetSource: (assetUrl) => store().state.rehosted?.[assetUrl.split('/assets/')[1] ?? ''],
    documents: () =>
      Object.values(store().state.documents).map((d) => ({
        id: d.id,
        title: store().title(d.id),
        location: d.location,
        ...(d.folderId ? { folderId: d.folderId } : {}),
        ...(d.dailyNoteDate ? { dailyNoteDate: d.dailyNoteDate } : {}),
      })),
  };
}
