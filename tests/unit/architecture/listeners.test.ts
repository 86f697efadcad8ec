/**
 * One listener per browser event in the background, one handler per message, one watcher per
 * stored item: a second `contextMenus.onClicked` (or a second storage watcher rebuilding the menus)
 * is how the two-of-everything of issue 15 came about.
 */
import { describe, expect, it } from 'vitest';
import { code, sourceFiles } from './import-graph';

const files = [...sourceFiles('entrypoints/background'), ...sourceFiles('lib')];

function counts(pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const match of code(file).matchAll(pattern)) found.set(match[1]!, [...(found.get(match[1]!) ?? []), file]);
  }
  return found;
}

const twice = (found: Map<string, string[]>) => [...found].filter(([, where]) => where.length > 1);

describe('listeners', () => {
  const events = counts(/\bbrowser\.(\w+\??\.\w+)\.addListener\s*\(/g);

  it('finds the listeners the background registers', () => {
    expect([...events.keys()]).toEqual(
      expect.arrayContaining([
        'contextMenus.onClicked',
        'commands.onCommand',
        'runtime.onInstalled',
        'runtime.onMessage',
      ]),
    );
  });

  it('one listener per browser event', () => {
    expect(twice(events)).toEqual([]);
  });

  it('one handler per message', () => {
    expect(twice(counts(/\bonTrustedMessage\(\s*'(\w+)'/g))).toEqual([]);
  });

  it('one watcher per stored item', () => {
    expect(twice(counts(/\b(\w+Item)\.watch\s*\(/g))).toEqual([]);
  });
});
