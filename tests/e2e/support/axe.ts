/**
 * axe-core on the page as it is now: every rule axe runs by default (WCAG 2.0–2.2 A/AA and best
 * practices), plus the WCAG 2.2 target-size rule. A violation is reported with the elements it hit.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('; ')}`,
  );
  expect(found, `axe violations in ${state}`).toEqual([]);
}
