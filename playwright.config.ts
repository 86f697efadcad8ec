import { defineConfig } from '@playwright/test';

/**
 * E2E tests load the e2e build (`npm run build:e2e` → .output/chrome-mv3-e2e) into Debian's Chromium;
 * tests/e2e/fixtures.ts launches it. One worker: the machine has two cores and each test owns a browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Overridable so two runs in one checkout don't wipe each other's artifacts.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  workers: 1,
  retries: 0,
  // Waits are for conditions: expectations and actions retry until they hold (timeout 0), and only
  // a test's own timeout bounds it, so a busy machine makes tests slower, not red. Speed is
  // measured in `npm run bench`, not here.
  timeout: 60_000,
  expect: { timeout: 0 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? 'test-results/e2e.json' }]],
  use: { actionTimeout: 0, navigationTimeout: 0, trace: 'retain-on-failure' },
});
