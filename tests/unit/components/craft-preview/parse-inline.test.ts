import { describe, expect, it } from 'vitest';
import { parseInline, plainText } from '../../../../components/craft-preview/parse-inline';

describe('parseInline', () => {
  it.each([
    ['plain', ['plain']],
    ['a **bold** b', ['a ', { kind: 'bold', children: ['bold'] }, ' b']],
    ['*it* and _it_', [{ kind: 'italic', children: ['it'] }, ' and ', { kind: 'italic', children: ['it'] }]],
    ['~gone~', [{ kind: 'strike', children: ['gone'] }]],
    [
      '==hi== <highlight color="blue">there</highlight>',
      [{ kind: 'highlight', children: ['hi'] }, ' ', { kind: 'highlight', children: ['there'] }],
    ],
    ['`a*b*`', [{ kind: 'code', text: 'a*b*' }]],
    ['$x^2$', [{ kind: 'math', text: 'x^2' }]],
    ['[Site](https://e.com/a_(b))', [{ kind: 'link', href: 'https://e.com/a_(b)', children: ['Site'] }]],
    [
      '[**B** text](date://2025-01-01)',
      [{ kind: 'link', href: 'date://2025-01-01', children: [{ kind: 'bold', children: ['B'] }, ' text'] }],
    ],
    ['snake_case_name', ['snake_case_name']],
    ['line\nbreak', ['line', { kind: 'break' }, 'break']],
  ])('%j', (text, nodes) => {
    expect(parseInline(text)).toEqual(nodes);
  });

  it.each([
    ['\\*not bold\\*', '*not bold*'],
    ['&lt;img src=x onerror=alert(1)&gt;', '<img src=x onerror=alert(1)>'],
    ['5 \\$ and 6 \\$', '5 $ and 6 $'],
    ['a &amp;lt; b', 'a &lt; b'],
    ['block\\://x', 'block://x'],
  ])('escapes come back as the literal text: %j', (text, shown) => {
    expect(plainText(parseInline(text))).toBe(shown);
  });
});
