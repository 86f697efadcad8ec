import { defineConfig } from 'vitest/config';

/**
 * The Firefox suite (`npm run test:firefox`): real Firefox ESR driven over Marionette, one browser
 * at a time (two cores). Waits are for conditions; the timeout is the only bound, set for a loaded
 * machine where starting Firefox alone can take tens of seconds.
 */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
