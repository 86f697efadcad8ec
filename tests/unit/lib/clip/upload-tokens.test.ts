import { describe, expect, it } from 'vitest';
import { planChunks, requestMarkdown, uploadOf, remainingMarkdown } from '../../../../lib/clip/chunk-plan';
import {
  replaceWithTokens,
  splitAtUploads,
  standaloneImageUrls,
  uploadIndexOf,
  withUrl,
} from '../../../../lib/clip/upload-tokens';
import { splitMarkdown } from '../../../../lib/convert/split';
import { wrapAsPage } from '../../../../lib/convert/wrap';

const DATA = 'data:image/png;base64,iVBORw0KGgo=';

describe('upload tokens', () => {
  it.each([
    ['![a](craft-upload:1)', 0],
    ['  ![a b](craft-upload:12)  ', 11],
    ['![a \\] b](craft-upload:2)', 1],
    ['![a](craft-upload:0)', undefined],
    ['text ![a](craft-upload:1)', undefined],
    ['![a](craft-upload:1) text', undefined],
    ['![a](https://x.test/a.png)', undefined],
    ['- ![a](craft-upload:1)', undefined],
  ])('uploadIndexOf(%j) = %j', (line, expected) => {
    expect(uploadIndexOf(line)).toBe(expected);
  });

  it('replaces standalone image lines of kept URLs only, leaving fenced code, nested and other images alone', () => {
    const markdown = [
      'Intro',
      '',
      `![one](${DATA})`,
      '',
      '![public](https://x.test/p.png)',
      '',
      '```',
      `![one](${DATA})`,
      '```',
      '',
      `- ![nested](${DATA})`,
      '',
      '![two](blob:http://x.test/1)',
      '',
      `![one again](${DATA})`,
    ].join('\n');
    expect(standaloneImageUrls(markdown)).toEqual([DATA, 'https://x.test/p.png', 'blob:http://x.test/1']);
    expect(replaceWithTokens(markdown, [DATA, 'blob:http://x.test/1'])).toBe(
      [
        'Intro',
        '',
        '![one](craft-upload:1)',
        '',
        '![public](https://x.test/p.png)',
        '',
        '```',
        `![one](${DATA})`,
        '```',
        '',
        `- ![nested](${DATA})`,
        '',
        '![two](craft-upload:2)',
        '',
        '![one again](craft-upload:1)',
      ].join('\n'),
    );
  });

  it('splits a part so every upload line stands alone, in order', () => {
    expect(splitAtUploads('A\n\n![x](craft-upload:1)\n\nB\n  indented\n\n![y](craft-upload:2)')).toEqual([
      'A',
      '![x](craft-upload:1)',
      'B\n  indented',
      '![y](craft-upload:2)',
    ]);
    expect(splitAtUploads('```\n![x](craft-upload:1)\n```')).toEqual(['```\n![x](craft-upload:1)\n```']);
  });

  it('withUrl points the line back at the original address', () => {
    expect(withUrl('![photo](craft-upload:3)', 'https://x.test/p.png')).toBe('![photo](https://x.test/p.png)');
  });
});

describe('chunk plan with upload steps', () => {
  const body = ['Header', '![first](craft-upload:1)', 'Middle text', '![second](craft-upload:2)', 'End'].join('\n\n');

  it('inline: markdown and upload steps alternate in document order', () => {
    const plan = planChunks(body, 30_000, splitMarkdown);
    expect(plan.parts).toEqual([
      'Header',
      '![first](craft-upload:1)',
      'Middle text',
      '![second](craft-upload:2)',
      'End',
    ]);
    expect(plan.parts.map((_, i) => uploadOf(plan, i))).toEqual([undefined, 0, undefined, 1, undefined]);
  });

  it('page: the page is created by the first markdown part, uploads go into it', () => {
    const plan = planChunks(wrapAsPage('T', body), 30_000, splitMarkdown);
    expect(plan.parts.map((_, i) => uploadOf(plan, i))).toEqual([undefined, 0, undefined, 1, undefined]);
    expect(requestMarkdown(plan, 0)).toBe(wrapAsPage('T', 'Header'));
  });

  it('page starting with an image: an empty first part creates the page before the upload', () => {
    const plan = planChunks(wrapAsPage('T', '![first](craft-upload:1)\n\nText'), 30_000, splitMarkdown);
    expect(plan.parts).toEqual(['', '![first](craft-upload:1)', 'Text']);
    expect(requestMarkdown(plan, 0)).toBe(wrapAsPage('T', ''));
    expect(uploadOf(plan, 1)).toBe(0);
  });

  it('the remaining markdown after a failure keeps the tokens, so a resend maps the same uploads', () => {
    const plan = planChunks(body, 30_000, splitMarkdown);
    expect(remainingMarkdown(plan, 3, false)).toBe('![second](craft-upload:2)\n\nEnd');
  });

  it('without tokens the plan is unchanged', () => {
    const text = 'A\n\n![p](https://x.test/p.png)\n\nB';
    expect(planChunks(text, 30_000, splitMarkdown).parts).toEqual([text]);
  });
});
