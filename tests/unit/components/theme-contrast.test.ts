/**
 * WCAG AA in both colour schemes, read from the tokens in components/theme.css: text ≥ 4.5:1 on every
 * surface it sits on, control borders and the focus ring ≥ 3:1 against the page and the cards.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(import.meta.dirname, '../../../components/theme.css'), 'utf8');

function tokens(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]),
  );
}

const light = tokens(/:root\s*\{([\s\S]*?)\}/.exec(css)![1]!);
const dark = { ...light, ...tokens(/prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([\s\S]*?)\}/.exec(css)![1]!) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const TEXT: Array<[string, string]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text', 'accent-soft'],
  ['text', 'danger-soft'],
  ['text', 'success-soft'],
  ['text', 'warning-soft'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surface-2'],
  ['muted', 'accent-soft'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['on-accent', 'accent'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['success', 'bg'],
  ['success', 'surface'],
  ['success', 'success-soft'],
];
const NON_TEXT: Array<[string, string]> = [
  ['control', 'bg'],
  ['control', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['accent', 'surface-2'],
];

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('%s scheme', (_name, t) => {
  it.each(TEXT)('text %s on %s ≥ 4.5:1', (fg, bg) => {
    expect(contrast(t[fg]!, t[bg]!)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(NON_TEXT)('%s against %s ≥ 3:1', (fg, bg) => {
    expect(contrast(t[fg]!, t[bg]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrast()', () => {
  it('matches WCAG for black on white and is symmetric', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#767676')).toBe(contrast('#767676', '#ffffff'));
  });
});
