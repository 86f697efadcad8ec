/** Launches Chromium for the in-page benchmarks with the flags every run must pass. */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const REQUIRED_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-sync', '--disable-quic',
];

/** `--expose-gc` so runs start from a collected heap; precise memory info for heap growth. */
export const MEASURE_FLAGS = ['--js-flags=--expose-gc', '--enable-precise-memory-info'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...REQUIRED_FLAGS, ...MEASURE_FLAGS] });
}
