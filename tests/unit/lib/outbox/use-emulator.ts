/**
 * One emulator per test file (rate limit off), reset with an empty request log before each test.
 * Returns a stand-in that forwards to the running emulator, so it can be declared at module level.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startEmulator, type Emulator } from '../../../../emulator/index';

export function useEmulator(): Emulator {
  let current: Emulator | undefined;
  beforeAll(async () => {
    current = await startEmulator({ port: 0, rateLimit: false });
  });
  afterAll(async () => current?.close());
  beforeEach(() => {
    current!.reset();
    current!.log.clear();
  });
  return new Proxy({} as Emulator, {
    get(_, key) {
      if (!current) throw new Error('The emulator is not running yet: use it inside a test or hook.');
      const value = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
