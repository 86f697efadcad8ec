/**
 * docs/ARCHITECTURE.md maps the project as it is: every lib/ folder and every background file is
 * in it, and every path its tree names exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './import-graph';

const doc = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
const libFolders = readdirSync(join(ROOT, 'lib')).filter((name) => statSync(join(ROOT, 'lib', name)).isDirectory());

describe('docs/ARCHITECTURE.md', () => {
  it.each(libFolders)('describes lib/%s/', (folder) => {
    expect(doc).toContain(`lib/${folder}/`);
  });

  it.each(sourceFiles('entrypoints/background').map((f) => f.split('/').pop()!))('names background %s', (file) => {
    expect(doc).toContain(file);
  });

  it('names only files and folders that exist', () => {
    const named = [
      ...doc.matchAll(/`((?:lib|entrypoints|components|tests|emulator|scripts|bench|docs)\/[\w./-]+)`/g),
    ].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((path) => !existsSync(join(ROOT, path.replace(/\/$/, ''))))).toEqual([]);
  });
});
