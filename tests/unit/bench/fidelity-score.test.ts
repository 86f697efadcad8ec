import { describe, expect, it } from 'vitest';
import { CASES } from '../../../bench/fidelity/cases';
import { passes, scoreConverter } from '../../../bench/fidelity/score';

describe('fidelity scoring', () => {
  it.each([
    [{ has: '```python', why: '' }, 'x\n```python\n', true],
    [{ has: '```python', why: '' }, '```py', false],
    [{ lacks: 'javascript:', why: '' }, '[a](https://x)', true],
    [{ lacks: 'javascript:', why: '' }, '[a](javascript:alert)', false],
    [{ matches: /==hi==/, why: '' }, 'a ==hi== b', true],
    [{ rejects: /^# /m, why: '' }, 'text\n# head', false],
  ])('%o on %j → %s', (check, output, expected) => {
    expect(passes(check, output)).toBe(expected);
  });

  it('counts passed checks per case and in total', () => {
    const cases = [
      {
        name: 'a',
        html: '',
        checks: [
          { has: 'x', why: '' },
          { lacks: 'y', why: '' },
        ],
      },
      { name: 'b', html: '', checks: [{ has: 'z', why: '' }] },
    ];
    const score = scoreConverter('t', cases, ['x y', 'z']);
    expect(score).toMatchObject({ passed: 2, total: 3, percent: 66.7 });
    expect(score.cases[0].failed).toEqual(['lacks "y" ()']);
  });

  it('every case has checks and a name of its own', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
    for (const c of CASES) expect(c.checks.length).toBeGreaterThan(0);
  });
});
