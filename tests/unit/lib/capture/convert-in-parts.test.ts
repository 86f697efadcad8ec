// @vitest-environment happy-dom
// A big page converted in parts gives the one-task result; when the page's own scripts change it
// between two parts, the page is read again in one task, as it is then, never half old, half new.
import { describe, expect, it } from 'vitest';
import { toCraftMarkdown } from '../../../../lib/convert';
import { CHUNK_ELEMENTS } from '../../../../lib/convert/chunked';
import { convertInParts } from '../../../../lib/capture/convert-in-parts';

const OPTIONS = { baseUrl: 'https://example.com/' };

function bigPage(): Document {
  const doc = document.implementation.createHTMLDocument('big');
  doc.body.innerHTML = Array.from({ length: CHUNK_ELEMENTS }, (_, i) => `<p>Paragraph <em>${i}</em></p>`).join('');
  return doc;
}

describe('convertInParts', () => {
  it('pauses on a big page and returns what one task returns', async () => {
    const doc = bigPage();
    let pauses = 0;
    const out = await convertInParts(doc.body, OPTIONS, async () => void pauses++);
    expect(pauses).toBeGreaterThan(1);
    expect(out).toEqual(toCraftMarkdown(doc.body, OPTIONS));
  });

  it('reads the page again when it changed between two parts', async () => {
    const doc = bigPage();
    let pauses = 0;
    const out = await convertInParts(doc.body, OPTIONS, async () => {
      // The page's script runs between the first two parts: a paragraph the walk has passed goes.
      if (pauses++ === 0) doc.body.firstElementChild!.replaceWith(doc.createElement('hr'));
    });
    expect(pauses).toBeGreaterThan(1);
    expect(out.markdown.startsWith('---')).toBe(true);
    expect(out).toEqual(toCraftMarkdown(doc.body, OPTIONS));
  });

  it('does not read it again for attribute changes', async () => {
    const doc = bigPage();
    let pauses = 0;
    const before = toCraftMarkdown(doc.body, OPTIONS);
    const out = await convertInParts(doc.body, OPTIONS, async () => {
      if (pauses++ === 0) doc.body.lastElementChild!.setAttribute('class', 'carousel-active');
    });
    expect(out).toEqual(before);
  });
});
