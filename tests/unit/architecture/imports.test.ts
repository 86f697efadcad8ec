/**
 * The house's layout, checked on the source like refined-github's build/features.test.ts: no
 * import cycle anywhere in entrypoints/ or lib/ (type-only imports included), lib/ independent of
 * the extension's contexts, and the background's shape — index.ts the composition root, features
 * importing only the leaves and lib, never each other, and the outbox leaf importing lib only.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, importsOf, sourceFiles } from './import-graph';

const BACKGROUND = 'entrypoints/background/';

/** Shared by the features; they import lib and each other at most. */
const LEAVES = new Set([
  'badge',
  'commands',
  'feedback',
  'history',
  'menus',
  'on-message',
  'outbox',
  'outbox-handlers',
  'secrets',
  'send',
  'services',
  'upload',
  'upload-stages',
]);
/** One concern each, set up by index.ts with the services. */
const FEATURES = new Set([
  'already-saved',
  'clip',
  'connections',
  'destinations',
  'images',
  'outbox-list',
  'reading-list',
  'save-tabs',
  'screenshot',
  'tasks',
  'undo',
  'welcome',
]);

const background = sourceFiles('entrypoints/background');
const nameOf = (file: string) => basename(file).replace(/\.tsx?$/, '');
const inBackground = (file: string) => file.startsWith(BACKGROUND);

describe('imports', () => {
  const files = [...sourceFiles('entrypoints'), ...sourceFiles('lib')];

  it('reads the real tree', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(importsOf('entrypoints/background/index.ts')).toContain('entrypoints/background/services.ts');
  });

  it('no import cycle anywhere in entrypoints/ or lib/', () => {
    expect(cycles(importGraph(files))).toEqual([]);
  });

  it('lib/ imports nothing from the extension contexts', () => {
    // Packages and the locale files (public/_locales, read by lib/i18n) are not contexts.
    const context = (t: string) => t.startsWith('entrypoints/') || t.startsWith('components/');
    const offenders = sourceFiles('lib').flatMap((f) =>
      importsOf(f)
        .filter(context)
        .map((t) => `${f} → ${t}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the background', () => {
  it('every file is the root, a leaf or a feature', () => {
    const unknown = background.map(nameOf).filter((n) => n !== 'index' && !LEAVES.has(n) && !FEATURES.has(n));
    expect(unknown).toEqual([]);
  });

  it.each(background.filter((f) => FEATURES.has(nameOf(f))))('feature %s imports only leaves and lib', (file) => {
    const wrong = importsOf(file).filter((t) => inBackground(t) && !LEAVES.has(nameOf(t)));
    expect(wrong).toEqual([]);
  });

  it.each(background.filter((f) => LEAVES.has(nameOf(f))))('leaf %s imports no feature', (file) => {
    const wrong = importsOf(file).filter((t) => inBackground(t) && !LEAVES.has(nameOf(t)));
    expect(wrong).toEqual([]);
  });

  it('the outbox leaf imports lib only', () => {
    expect(importsOf(`${BACKGROUND}outbox.ts`).filter((t) => !t.startsWith('lib/'))).toEqual([]);
  });

  it('only the composition root imports features', () => {
    const importers = background.filter((f) => importsOf(f).some((t) => inBackground(t) && FEATURES.has(nameOf(t))));
    expect(importers).toEqual([`${BACKGROUND}index.ts`]);
  });
});
