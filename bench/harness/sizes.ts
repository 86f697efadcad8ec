/**
 * Gzip sizes of a Chrome build, per entrypoint: an entry's own files (background.js, capture.js,
 * popup.html + its chunk and stylesheet) plus, as their own rows, chunks shared between entrypoints.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntrySize {
  entry: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
}

const CODE = /\.(js|css|html)$/;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** `chunks/popup-DjLFhMen.js` → `popup`; `background.js` → `background`. */
export function entryOf(file: string): string {
  const base = file.split('/').pop()!.replace(CODE, '');
  return base.replace(/-[A-Za-z0-9_-]{8}$/, '');
}

export function measureBuild(outDir: string): EntrySize[] {
  const byEntry = new Map<string, EntrySize>();
  for (const path of listFiles(outDir)
    .filter((f) => CODE.test(f))
    .sort()) {
    const file = relative(outDir, path);
    const entry = entryOf(file);
    const data = readFileSync(path);
    const row = byEntry.get(entry) ?? { entry, files: [], bytes: 0, gzipBytes: 0 };
    row.files.push(file);
    row.bytes += data.length;
    row.gzipBytes += gzipSync(data, { level: 9 }).length;
    byEntry.set(entry, row);
  }
  return [...byEntry.values()].sort((a, b) => a.entry.localeCompare(b.entry));
}
