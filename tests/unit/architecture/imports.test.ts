/**
 * The house's layout, checked on the source like refined-github's build/features.test.ts: no
 * import cycle anywhere in entrypoints/ or lib/ (type-only imports included), lib/ independent of
 * the extension's contexts, and the background's shape — index.ts the composition root, features
 * importing only the leaves and lib, never each other, and the outbox leaf importing lib only; and
 * the outbox's own layout (outbox-rules.ts): one front door, write steps apart from the kinds.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, importsOf, sourceFiles } from './import-graph';
import { kindsUsingKinds, pastTheDoor, writeStepsUsingKinds } from './outbox-rules';

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
  'highlight-page',
  'images',
  'marks',
  'marks-learn',
  'outbox-list',
  'reading-list',
  'save-tabs',
  'screenshot',
  'side-panel',
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

describe('the outbox', () => {
  const everything = importGraph(
    ['entrypoints', 'components', 'lib', 'bench', 'tests', 'emulator', 'scripts'].flatMap(sourceFiles),
  );
  const fake = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it('reads its real folders', () => {
    expect(importsOf('entrypoints/background/outbox.ts')).toContain('lib/outbox/index.ts');
    expect(importsOf('lib/outbox/kinds/clip/clip-job.ts')).toContain('lib/outbox/write/write-step.ts');
  });

  it('outside lib/outbox, only index.ts is imported (unit tests of its parts aside)', () => {
    expect(pastTheDoor(everything)).toEqual([]);
    const bad = fake({
      'entrypoints/background/send.ts': ['lib/outbox/index.ts', 'lib/outbox/kinds/clip/clip-job.ts'],
      'lib/reading/x.ts': ['lib/outbox/store.ts'],
      'tests/soak/x.ts': ['lib/outbox/types.ts'],
      'tests/unit/lib/outbox/x.test.ts': ['lib/outbox/store.ts'],
      'lib/outbox/outbox.ts': ['lib/outbox/store.ts'],
    });
    expect(pastTheDoor(bad)).toEqual([
      'entrypoints/background/send.ts → lib/outbox/kinds/clip/clip-job.ts',
      'lib/reading/x.ts → lib/outbox/store.ts',
      'tests/soak/x.ts → lib/outbox/types.ts',
    ]);
  });

  it('the shared write steps import no kind', () => {
    expect(writeStepsUsingKinds(everything)).toEqual([]);
    const bad = fake({
      'lib/outbox/write/reconcile.ts': ['lib/outbox/policy.ts', 'lib/outbox/kinds/upload/upload-job.ts'],
      'lib/outbox/kinds/upload/upload-job.ts': ['lib/outbox/write/reconcile.ts'],
    });
    expect(writeStepsUsingKinds(bad)).toEqual([
      'lib/outbox/write/reconcile.ts → lib/outbox/kinds/upload/upload-job.ts',
    ]);
  });

  it('no kind imports another, but the item its clip parts', () => {
    expect(kindsUsingKinds(everything)).toEqual([]);
    const bad = fake({
      'lib/outbox/kinds/task/task-job.ts': ['lib/outbox/kinds/clip/clip-job.ts', 'lib/outbox/kinds/task/task-pin.ts'],
      'lib/outbox/kinds/item/item-job.ts': ['lib/outbox/kinds/clip/clip-job.ts'],
      'lib/outbox/kinds/clip/clip-job.ts': ['lib/outbox/kinds/item/item-job.ts'],
    });
    expect(kindsUsingKinds(bad)).toEqual([
      'lib/outbox/kinds/task/task-job.ts → lib/outbox/kinds/clip/clip-job.ts',
      'lib/outbox/kinds/clip/clip-job.ts → lib/outbox/kinds/item/item-job.ts',
    ]);
    expect(kindsUsingKinds(bad, {})).toContain('lib/outbox/kinds/item/item-job.ts → lib/outbox/kinds/clip/clip-job.ts');
  });
});
