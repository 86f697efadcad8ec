import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks, type ParsedBlock } from '../../emulator/markdown-to-blocks';

const flatten = (blocks: ParsedBlock[]): ParsedBlock[] => blocks.flatMap((b) => [b, ...flatten(b.content ?? [])]);

// Lines built from the dialect's building blocks, so the generator reaches every branch of the parser.
const piece = fc.constantFrom(
  '# ',
  '## ',
  '- ',
  '  - ',
  '1. ',
  '+ ',
  '- [ ] ',
  '- [x] ',
  '> ',
  '***',
  '---',
  '```',
  '```js',
  '$$',
  '| a | b |',
  '|---|---|',
  '<callout>',
  '</callout>',
  '<page>',
  '<pageTitle>',
  '</pageTitle>',
  '<content>',
  '</content>',
  '</page>',
  '<card>',
  '</card>',
  '<caption>',
  '</caption>',
  '![x](https://x.test/i.png)',
  'word',
  ' ',
  '\t',
  '**b**',
  '==h==',
  '',
);
const markdown = fc
  .array(
    fc.array(piece, { maxLength: 4 }).map((p) => p.join('')),
    { maxLength: 12 },
  )
  .map((l) => l.join('\n'));

describe('markdownToBlocks properties', () => {
  it('never throws and always yields well-formed blocks', () => {
    fc.assert(
      fc.property(markdown, (md) => {
        for (const b of flatten(markdownToBlocks(md))) {
          expect(typeof b.type).toBe('string');
          expect(typeof b.markdown).toBe('string');
          if (b.indentationLevel !== undefined) expect(b.indentationLevel).toBeGreaterThanOrEqual(1);
          if (b.indentationLevel !== undefined) expect(b.indentationLevel).toBeLessThanOrEqual(5);
          if (b.type === 'code') expect(typeof b.rawCode).toBe('string');
          if (b.listStyle === 'task') expect(['todo', 'done', 'canceled']).toContain(b.taskInfo?.state);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every word of plain paragraphs, one block per paragraph', () => {
    const paragraph = fc
      .array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 6 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 8 }), (paras) => {
        expect(markdownToBlocks(paras.join('\n\n')).map((b) => b.markdown)).toEqual(paras);
      }),
    );
  });
});
