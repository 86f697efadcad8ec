/**
 * What Craft holds of a page's marks, read from the emulator for the highlights specs: the page block
 * of a page (a page block whose title links to it, looked for in every document: the worker's clock is
 * not pinned, so a run across midnight still finds it), its children, and the writes the emulator took.
 */
import type { Page } from '@playwright/test';
import type { Emulator } from '../../../emulator/index';
import { childrenOf, flatten } from '../clip-helpers';
import { expect } from '../fixtures';
import { sendToBackground } from './send-to-background';

type Json = Record<string, unknown>;

/** Every page block of `url` in the space. */
export const pageBlocks = (emulator: Emulator, url: string): Json[] =>
  emulator.state
    .documents()
    .flatMap((d) => flatten(emulator.state.block(d.id) as Json))
    .filter((b) => b.type === 'page' && String(b.markdown).endsWith(`](${url})`));

/** The page block's children as `level:markdown`; `links: false` cuts off each mark's link to its passage. */
export const markBlocks = (emulator: Emulator, url: string, links = false): string[] =>
  childrenOf(pageBlocks(emulator, url)[0]).map((b) => {
    const markdown = String(b.markdown);
    return `${Number(b.indentationLevel ?? 0)}:${links ? markdown : markdown.replace(/ \[↗\]\(.*\)$/, '')}`;
  });

/** The writes the emulator took since its log was last cleared. */
export const writes = (emulator: Emulator): string[] =>
  emulator.log
    .entries()
    .filter((e) => e.method !== 'GET')
    .map((e) => `${e.method} ${e.path}`);

/** Waits for the outbox to empty, waking it the way any message does. */
export async function outboxEmpties(page: Page): Promise<void> {
  await expect.poll(() => sendToBackground(page, 'outboxList').then((l) => l.length), { intervals: [500] }).toBe(0);
}
