/**
 * Outbox persistence in IndexedDB through `idb`. Works in the service worker and, with
 * fake-indexeddb installed as the global, in Node. Every change goes through `update`, one
 * readwrite transaction per change, so a lease check-and-set cannot interleave with another.
 * The database version is the record shape version (migrations.ts): opening a database of an
 * older version migrates every record inside the upgrade, before anything reads it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { JOB_SCHEMA, migrateJob, type MigrationContext, type StoredJob } from './migrations';
import type { OutboxJob } from './types';

interface OutboxDb extends DBSchema {
  jobs: { key: string; value: OutboxJob };
}

export interface OutboxStore {
  get(id: string): Promise<OutboxJob | undefined>;
  all(): Promise<OutboxJob[]>;
  put(job: OutboxJob): Promise<void>;
  delete(id: string): Promise<void>;
  /** Reads, changes and writes one job atomically. `change` returns the new job, or undefined to leave it. */
  update(id: string, change: (job: OutboxJob | undefined) => OutboxJob | undefined): Promise<OutboxJob | undefined>;
}

export const OUTBOX_DB = 'craft-outbox';

/** `context`: what migrating older records needs (read before opening: an upgrade cannot wait for anything else). */
export async function openOutboxStore(name: string = OUTBOX_DB, context: MigrationContext = {}): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxDb> = await openDB<OutboxDb>(name, JOB_SCHEMA, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) database.createObjectStore('jobs', { keyPath: 'id' });
      for (let cursor = await transaction.objectStore('jobs').openCursor(); cursor; cursor = await cursor.continue()) {
        await cursor.update(migrateJob(cursor.value as unknown as StoredJob, context));
      }
    },
  });
  return {
    get: (id) => db.get('jobs', id),
    async all() {
      const jobs = await db.getAll('jobs');
      return jobs.sort((a, b) => a.createdAt - b.createdAt);
    },
    async put(job) {
      await db.put('jobs', job);
    },
    async delete(id) {
      await db.delete('jobs', id);
    },
    async update(id, change) {
      const tx = db.transaction('jobs', 'readwrite');
      const next = change(await tx.store.get(id));
      if (next) await tx.store.put(next);
      await tx.done;
      return next;
    },
  };
}
