import { randomUUID } from 'node:crypto';

/** Craft's real block and document ids are upper-case UUIDs. */
export function newId(): string {
  return randomUUID().toUpperCase();
}
