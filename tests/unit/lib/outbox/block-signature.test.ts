import { describe, expect, it } from 'vitest';
import { blockHas, firstSignature, lastSignature } from '../../../../lib/outbox/write/block-signature';

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

  // What Craft stores for what we write (evidence §3a #1, #2, §3b #9): only what survives is compared.
  const asset = '![Image](https://r.craft.do/8F1C2A)';
  it.each([
    ['![Diagram of the system](https://example.com/a.png)\n\nText', asset],
    ['---\n\nText', '***'],
    ['<highlight>Key</highlight> point', '<highlight color="yellow">Key</highlight> point'],
    ['==Key== point', '<highlight color="yellow">Key</highlight> point'],
    ['_Soft_ start', '*Soft* start'],
  ])("the first block of %j is recognised in Craft's rewriting %j", (part, block) => {
    expect(blockHas(block, firstSignature(part))).toBe(true);
  });

  it.each([
    [
      'Text\n\nEnds on <highlight>the key point</highlight>',
      'Ends on <highlight color="yellow">the key point</highlight>',
    ],
    ['Text\n\nEnds on ==the key point==', 'Ends on <highlight color="yellow">the key point</highlight>'],
    ['Text\n\n<highlight color="blue">Blue</highlight> end', '<highlight color="blue">Blue</highlight> end'],
    ['Text\n\n![Last](https://example.com/last.png)', asset],
    ['Text\n\n$$\nE = mc^2\n$$', '```math_formula\nE = mc^2\n```'],
  ])("the last block of %j is recognised in Craft's rewriting %j", (part, block) => {
    expect(blockHas(block, lastSignature(part))).toBe(true);
  });

  it('an image is not taken for text, nor text for an image', () => {
    expect(blockHas(asset, firstSignature('Some words first'))).toBe(false);
    expect(
      blockHas('Some words first', firstSignature('![Some words](https://example.com/w.png)\n\nSome words first')),
    ).toBe(true);
    expect(firstSignature('![Some words](https://example.com/w.png)\n\nOther')).toBe('');
  });
});
