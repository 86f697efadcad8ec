/**
 * Store screenshots and tiles in docs/store/screenshots/ (when present) have sizes the stores
 * accept: every screenshot fits Chrome, Edge and Firefox; a file named `tile-small.png` or
 * `tile-marquee.png` is exactly that tile's size. `npm run screenshots` renders the popup and options
 * pages into docs/screenshots/; the store images are composed from those at store sizes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngSize } from './png-size';
import { storesAccepting, TILE_SIZES } from './screenshot-sizes';

const DIR = resolve(import.meta.dirname, '../../../docs/store/screenshots');
const images = (() => {
  try {
    return readdirSync(DIR).filter((f) => f.endsWith('.png'));
  } catch {
    return [];
  }
})();

describe('store image sizes', () => {
  it.each([
    [{ width: 1280, height: 800 }, ['chrome', 'edge', 'firefox']],
    [{ width: 640, height: 400 }, ['chrome', 'firefox']],
    [{ width: 640, height: 480 }, ['edge']],
    [{ width: 400, height: 600 }, []],
    [{ width: 1280, height: 720 }, []],
  ])('%o is accepted by %o', (size, stores) => {
    expect(storesAccepting(size)).toEqual(stores);
  });

  it.skipIf(images.length === 0).each(images)('docs/store/screenshots/%s has a size every store accepts', (file) => {
    const size = pngSize(readFileSync(join(DIR, file)));
    expect(size, `${file} is not a PNG`).toBeDefined();
    const tile = /^tile-(small|marquee)\.png$/.exec(file)?.[1] as keyof typeof TILE_SIZES | undefined;
    if (tile) expect(size).toEqual(TILE_SIZES[tile]);
    else expect(storesAccepting(size!)).toEqual(['chrome', 'edge', 'firefox']);
  });
});
