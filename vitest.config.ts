import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit, emulator and contract suites. DOM suites opt in with `// @vitest-environment happy-dom`.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
      'tests/contract/**/*.test.ts',
      'tests/emulator/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/fast-check-seed.ts', 'tests/setup/i18n.ts'],
    pool: 'forks',
    // A safety net against a hang, not a speed limit: tests wait for conditions. Property tests run
    // thousands of conversions; on a busy two-core machine (load 25) one took 28 s.
    testTimeout: 120_000,
    // The same for hooks: a file's first beforeEach pays for importing the popup's model, which took over
    // 10 s (the default) at load 25 during npm run test:calendar.
    hookTimeout: 120_000,
  },
});
