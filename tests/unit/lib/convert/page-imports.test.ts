// The page's capture.js carries the Craft rules and our walk, never the turndown engine: every module
// it imports, followed from entrypoints/capture.ts, is checked for imports of turndown.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../../..');

/** Module specifiers a file loads at run time (`import type` is erased by the build). */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(?!type\s)([^'";]*?from\s+)?['"]([^'"]+)['"]/gm))
    found.push(m[3]);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]);
  return found;
}

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base + '.ts', base + '.tsx', join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** Every file reachable from `entry` and every package it imports. */
function importGraph(entry: string): { files: string[]; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const next = resolveFile(file, specifier);
        if (!next) throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`);
        queue.push(next);
      } else {
        packages.set(specifier, relative(ROOT, file));
      }
    }
  }
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
}

describe('what the page script imports', () => {
  const graph = importGraph(join(ROOT, 'entrypoints/capture.ts'));

  it('includes the converter (the walk and the rule list)', () => {
    expect(graph.files).toEqual(
      expect.arrayContaining(['lib/convert/index.ts', 'lib/convert/engine.ts', 'lib/convert/rules/index.ts']),
    );
  });

  it('never loads the turndown engine', () => {
    const turndown = [...graph.packages].filter(([name]) => /turndown/.test(name));
    expect(turndown).toEqual([]);
    expect(graph.files).not.toContain('lib/convert/turndown-service.ts');
  });

  it('sees an import of turndown where there is one', () => {
    const parity = importGraph(join(ROOT, 'lib/convert/turndown-service.ts'));
    expect([...parity.packages.keys()]).toContain('turndown');
  });
});
