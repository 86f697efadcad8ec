/**
 * Rules as the settings page stores them (lib/storage/items.ts, `local:rules`), put there before a
 * test opens the popup or clips: the Rules section's own steps are tested in rules-options.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { Rule } from '../../../lib/rules/types';

export async function storeRules(extensionPage: Page, rules: Rule[]): Promise<void> {
  await extensionPage.evaluate(async (list) => {
    const chromeApi = (globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } })
      .chrome;
    await chromeApi.storage.local.set({ rules: list });
  }, rules);
}

/** The rules stored now, in order. */
export async function storedRules(extensionPage: Page): Promise<Rule[]> {
  return extensionPage.evaluate(async () => {
    const chromeApi = (
      globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } }
    ).chrome;
    return ((await chromeApi.storage.local.get('rules')).rules ?? []) as Rule[];
  });
}
