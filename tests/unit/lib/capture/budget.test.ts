import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET_MS, MAX_BUDGET_MS, articleLimits, normaliseBudgetMs, startBudget } from '../../../../lib/capture/budget';

describe('budget', () => {
  it.each([
    [undefined, DEFAULT_BUDGET_MS],
    ['500', DEFAULT_BUDGET_MS],
    [-1, DEFAULT_BUDGET_MS],
    [Number.NaN, DEFAULT_BUDGET_MS],
    [0, 0],
    [250, 250],
    [10 * MAX_BUDGET_MS, MAX_BUDGET_MS],
  ])('budgetMs %j → %j', (input, expected) => {
    expect(normaliseBudgetMs(input)).toBe(expected);
  });

  it('admits 30,000 elements or 3,000,000 characters to the extractor at the default budget', () => {
    expect(articleLimits(DEFAULT_BUDGET_MS)).toEqual({ maxElements: 30_000, maxChars: 3_000_000 });
    expect(articleLimits(150)).toEqual({ maxElements: 3_000, maxChars: 300_000 });
  });

  it('is exceeded past the budget and past the hard limit at three times it', () => {
    let now = 100;
    const budget = startBudget(1000, () => now);
    now = 1100;
    expect([budget.exceeded(), budget.pastHardLimit()]).toEqual([false, false]);
    now = 1101;
    expect([budget.exceeded(), budget.pastHardLimit()]).toEqual([true, false]);
    now = 3101;
    expect([budget.elapsed(), budget.pastHardLimit()]).toEqual([3001, true]);
  });

  it('never sets the hard limit under 1,500 ms, so a tiny budget still gets the page', () => {
    let now = 0;
    const budget = startBudget(1, () => now);
    now = 1500;
    expect([budget.exceeded(), budget.pastHardLimit()]).toEqual([true, false]);
    now = 1501;
    expect(budget.pastHardLimit()).toBe(true);
  });
});
