// @vitest-environment happy-dom
import { render } from 'preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { installEnglishMessages } from '../../support/i18n';
import { RenderedPreview } from '../../../../components/craft-preview/rendered-preview';

function draw(markdown: string, hasHeader = false): HTMLElement {
  const root = document.createElement('div');
  render(<RenderedPreview markdown={markdown} hasHeader={hasHeader} />, root);
  return root;
}

beforeEach(() => installEnglishMessages());

describe('RenderedPreview', () => {
  it('draws a page-format clip as a page card holding the header line and the blocks', () => {
    const root = draw(
      '<page><pageTitle>Tide Pools</pageTitle><content>[Tide Pools](https://e.com) · Site\n\nSome **small worlds**.\n\n- [x] done</content></page>',
      true,
    );
    expect(root.querySelector('.cp-page--root .cp-page__title')?.textContent).toBe('Tide Pools');
    expect(root.querySelector('.cp-header a')?.getAttribute('href')).toBe('https://e.com');
    expect(root.querySelector('strong')?.textContent).toBe('small worlds');
    expect(root.querySelector('.cp-list--task.cp-done')?.textContent).toBe('done');
    expect(root.textContent).not.toMatch(/<page>|pageTitle|\*\*/);
  });

  it('page text that looks like markup stays text: no element is made of it', () => {
    const root = draw(
      '&lt;img src=x onerror="alert(1)"&gt; <b>bold</b> [x](javascript:alert(1))\n\n![a](javascript:alert(1))',
    );
    expect(root.querySelector('img, b, script')).toBeNull();
    expect(root.querySelector('a')).toBeNull(); // a javascript: link is drawn as text
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(root.textContent).toContain('<b>bold</b>');
  });

  it('images are thumbnails; kept images say they will be uploaded', () => {
    const root = draw('![Sea](https://e.com/sea.jpg)\n\n![kept](craft-upload:1)');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://e.com/sea.jpg');
    expect(root.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(root.querySelector('.cp-image--placeholder')?.textContent).toContain('Image uploaded to Craft when sent');
  });

  it('tables, code, callouts and dividers', () => {
    const root = draw('| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```py\nx = 1\n```\n\n<callout>Note</callout>\n\n***');
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['a', 'b']);
    expect(root.querySelector('pre code')?.textContent).toBe('x = 1');
    expect(root.querySelector('.cp-callout')?.textContent).toBe('Note');
    expect(root.querySelector('hr')).not.toBeNull();
  });

  it('a long clip is drawn in part and says the rest will be sent', () => {
    const root = draw(Array.from({ length: 400 }, (_, i) => `P${i}`).join('\n\n'));
    expect(root.querySelectorAll('.cp-text').length).toBe(80);
    expect(root.textContent).toContain('The rest of the clip is not drawn here, but it will be sent.');
  });
});
