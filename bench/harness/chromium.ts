/** Launches Chromium for the in-page benchmarks with the flags every run must pass. */
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../../tests/e2e/support/find-browser';

/** The same browser the e2e tests use: CHROMIUM_PATH, else found in the usual install places. */
export const chromiumPath = (): string => findChromium().path;

export const REQUIRED_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** `--expose-gc` so runs start from a collected heap; precise memory info for heap growth. */
export const MEASURE_FLAGS = ['--js-flags=--expose-gc', '--enable-precise-memory-info'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...REQUIRED_FLAGS, ...MEASURE_FLAGS],
  });
}
