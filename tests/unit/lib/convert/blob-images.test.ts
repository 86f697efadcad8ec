// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { toCraftMarkdown } from '../../../../lib/convert/index';

const html = '<p>Text</p><img src="blob:https://site.test/5e1f" alt="made"><img src="blob:null/1" alt="opaque">';

describe('blob: images', () => {
  it('are dropped by default: Craft cannot fetch them', () => {
    const out = toCraftMarkdown(html, { baseUrl: 'https://site.test/' });
    expect(out.markdown).toBe('Text');
    expect(out.images).toEqual([]);
  });

  it('are kept as standalone lines when asked (keep images in Craft uploads them from the page)', () => {
    const out = toCraftMarkdown(html, { baseUrl: 'https://site.test/', allowBlobImages: true });
    expect(out.markdown).toBe('Text\n\n![made](blob:https://site.test/5e1f)');
    expect(out.images).toEqual(['blob:https://site.test/5e1f']);
  });

  it('an image inside a paragraph still comes out as its own line', () => {
    const out = toCraftMarkdown('<p>Before <img src="https://site.test/a.png" alt="a"> after</p>', {
      baseUrl: 'https://site.test/',
    });
    expect(out.markdown.split('\n')).toContain('![a](https://site.test/a.png)');
  });
});

describe('data: images', () => {
  const chart = 'data:image/png;base64,' + 'iVBORw0KGgo'.repeat(60);
  const html = `<p>Text</p><img src="${chart}" alt="chart">`;

  it('are left out by default, and the limits say so: the block would carry their bytes', () => {
    const out = toCraftMarkdown(html, { baseUrl: 'https://site.test/' });
    expect(out.markdown).toBe('Text');
    expect(out.images).toEqual([]);
    expect(out.limits).toEqual(['page-image']);
  });

  it('are kept when the capture asks for page images (it uploads them)', () => {
    const out = toCraftMarkdown(html, { baseUrl: 'https://site.test/', allowBlobImages: true });
    expect(out.markdown).toBe(`Text\n\n![chart](${chart})`);
    expect(out.limits).toBeUndefined();
  });

  it('a placeholder (a tiny data: GIF) is skipped without a note', () => {
    const out = toCraftMarkdown(
      '<p>x</p><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">',
      { baseUrl: 'https://site.test/' },
    );
    expect(out).toEqual({ markdown: 'x', images: [] });
  });
});
