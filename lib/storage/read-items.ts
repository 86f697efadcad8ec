/**
 * Several storage items in one `storage.local.get`: each `getValue()` is its own round trip to the
 * browser process, and the popup's first paint waits for the slowest of them.
 */
import { storage, type WxtStorageItem } from 'wxt/utils/storage';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any item, whatever its value and metadata
type AnyItem = WxtStorageItem<any, Record<string, unknown>>;
type Values<T extends readonly AnyItem[]> = {
  [K in keyof T]: T[K] extends WxtStorageItem<infer V, infer _M> ? V : never;
};

/**
 * The items' values (or fallbacks), in order. Unlike `getValue()` a batched read does not wait for an
 * item's migrations: pass only items without any (no item in lib/storage/items.ts has one today).
 */
export async function readItems<const T extends readonly AnyItem[]>(items: T): Promise<Values<T>> {
  const values = await storage.getItems([...items]);
  return values.map((entry) => entry.value) as Values<T>;
}
