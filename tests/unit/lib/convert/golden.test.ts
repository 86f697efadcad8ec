// @vitest-environment happy-dom
// Golden files: tests/fixtures/convert/<rule>/<case>.html converts to <case>.md beside it.
// Refresh with `UPDATE_FIXTURES=1 npx vitest run tests/unit/lib/convert/golden.test.ts`, then read
// every changed .md: the golden file is the spec.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCraftMarkdown } from '../../../../lib/convert';

const ROOT = join(__dirname, '../../../fixtures/convert');
const BASE_URL = 'https://example.com/articles/page.html';
const update = process.env.UPDATE_FIXTURES === '1';

/** A fixture may start with `<!-- options: {...} -->` to pass extra options. */
function optionsOf(html: string): { baseUrl: string; allowMermaid?: boolean } {
  const m = /^<!-- options: (\{.*\}) -->/.exec(html);
  return { baseUrl: BASE_URL, ...(m ? JSON.parse(m[1]) : {}) };
}

const cases = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, d.name))
      .filter((f) => f.endsWith('.html'))
      .map((f) => [d.name, f.replace(/\.html$/, '')] as const),
  );

describe('golden files', () => {
  it('has a fixture folder for every rule file and 60+ cases', () => {
    const rules = readdirSync(join(__dirname, '../../../../lib/convert/rules'))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    const folders = new Set(cases.map(([rule]) => rule));
    expect(rules.filter((r) => !folders.has(r))).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)('%s/%s', (rule, name) => {
    const html = readFileSync(join(ROOT, rule, name + '.html'), 'utf8');
    const expectedPath = join(ROOT, rule, name + '.md');
    const { markdown } = toCraftMarkdown(html, optionsOf(html));
    if (update || !existsSync(expectedPath)) writeFileSync(expectedPath, markdown + '\n');
    expect(markdown + '\n').toBe(readFileSync(expectedPath, 'utf8'));
  });
});
