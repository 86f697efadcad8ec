import { describe, expect, it } from 'vitest';
import { blockHas, firstSignature, lastSignature } from '../../../../lib/outbox/block-signature';

describe('block signatures', () => {
  it.each([
    // part markdown, the block the server made from its first line
    ['# Heading one\n\nBody', '# Heading one'],
    ['- first item\n- second', '- first item'],
    ['```js\nconst x = 1;\n```', '```javascript\nconst x = 1;\n```'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', '| a | b |\n| --- | --- |\n| 1 | 2 |'],
    ['Text with *emphasis* and [a link](https://e.x)', 'Text with _emphasis_ and [a link](https://e.x)'],
  ])('the first block of %j is recognised', (part, block) => {
    expect(blockHas(block, firstSignature(part))).toBe(true);
  });

  it.each([
    ['Para\n\n- a\n- last item', '- last item'],
    ['Para\n\n```py\nprint(1)\n```', '```python\nprint(1)\n```'],
    ['Para\n\n| a |\n|---|\n| final |', '| a |\n| --- |\n| final |'],
  ])('the last block of %j is recognised', (part, block) => {
    expect(blockHas(block, lastSignature(part))).toBe(true);
  });

  it.each([
    ['Clip 1 paragraph', 'Clip 2 paragraph'],
    ['Alpha beta gamma', 'Something else entirely'],
  ])('%j does not match %j', (part, block) => {
    expect(blockHas(block, firstSignature(part))).toBe(false);
  });

  it('a part with no words (a divider) matches any block', () => {
    expect(blockHas('---', firstSignature('---'))).toBe(true);
  });
});
