/**
 * Image sizes each store accepts for listing screenshots and promotional tiles (docs/store/README.md
 * cites them). A store screenshot of 1280×800 fits all three stores.
 */
export type Store = 'chrome' | 'edge' | 'firefox';
export type Size = { width: number; height: number };

export const SCREENSHOT_SIZES: Record<Store, Size[]> = {
  chrome: [
    { width: 1280, height: 800 },
    { width: 640, height: 400 },
  ],
  edge: [
    { width: 1280, height: 800 },
    { width: 640, height: 480 },
  ],
  // AMO takes any size and shows screenshots at 1.6:1; other ratios are letterboxed.
  firefox: [
    { width: 1280, height: 800 },
    { width: 640, height: 400 },
    { width: 2560, height: 1600 },
  ],
};

/** Promotional tiles (Chrome: small tile required; Edge: optional). */
export const TILE_SIZES: Record<'small' | 'marquee', Size> = {
  small: { width: 440, height: 280 },
  marquee: { width: 1400, height: 560 },
};

/** The stores that accept an image of `size` as a screenshot. */
export function storesAccepting(size: Size): Store[] {
  return (Object.keys(SCREENSHOT_SIZES) as Store[]).filter((store) =>
    SCREENSHOT_SIZES[store].some((s) => s.width === size.width && s.height === size.height),
  );
}
