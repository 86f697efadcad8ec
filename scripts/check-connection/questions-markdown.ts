/** Round trips of the markdown the extension writes (shared/spec/craft-api-evidence.md §6, §3a #1, #2, §3b #9). */
import { wrapAsPage } from '../../lib/convert/wrap';
import type { Question } from './question';
import { blockView, expectOk, itemIds, shapeOf } from './question';

/** A small public image Craft can fetch and re-host. */
export const IMAGE_URL = 'https://upload.wikimedia.org/wikipedia/commons/4/47/PNG_transparency_demonstration_1.png';

export const inlineMarkup: Question = {
  id: 'inline-markup',
  title: 'What our highlight, ==marks==, _emphasis_ and --- divider come back as',
  evidence: '§3a #2, §3b #9',
  writes: true,
  async ask(side) {
    const m = side.marker;
    const res = await side.write(
      [`Ours ${m} <highlight>marked</highlight>`, `Equals ${m} ==marked==`, `Soft ${m} _word_`, '---'].join('\n\n'),
    );
    expectOk(res, 'POST /blocks');
    const stored = await side.readBack(itemIds(res));
    return { answer: shapeOf(res), blocks: stored.map((b) => blockView(side, b)) };
  },
};

export const imageLine: Question = {
  id: 'image-line',
  title: 'What an image line ![alt](url) comes back as',
  evidence: '§3a #1',
  writes: true,
  async ask(side) {
    const res = await side.write(`![Connection check ${side.marker}](${IMAGE_URL})`);
    expectOk(res, 'POST /blocks');
    const [block] = await side.readBack(itemIds(res));
    return { ...blockView(side, block), rehosted: !!block?.url && block.url !== IMAGE_URL };
  },
};

export const pageWrapper: Question = {
  id: 'page-wrapper',
  title:
    'What our one-line <page><pageTitle>…</pageTitle><content>…</content></page> makes, and how the answer lists it',
  evidence: '§6',
  writes: true,
  async ask(side) {
    const m = side.marker;
    const res = await side.write(wrapAsPage(`Connection check ${m}`, `# Heading ${m}\n\nBody ${m}\n\n- item ${m}`));
    expectOk(res, 'POST /blocks');
    const [first] = res.json.items;
    const answer = res.json.items.length > 1 ? 'flat' : Array.isArray(first?.content) ? 'nested' : 'page only';
    const read = await side.send({ method: 'GET', path: `/blocks?id=${encodeURIComponent(first.id)}` });
    return {
      answer,
      items: res.json.items.length,
      page: blockView(side, read.json),
      content: (read.json?.content ?? []).map((b: unknown) => blockView(side, b)),
    };
  },
};

/**
 * Whether Craft reads its dialect's tags inside code: the converter writes code as the page shows
 * it only where it does not (lib/convert/code-safe.ts). A code span holding `<highlight>`, one
 * holding `&lt;highlight>` (is an entity in code decoded?) and a fence holding `<callout>`.
 */
export const codeTags: Question = {
  id: 'code-tags',
  title: 'Whether a <highlight> or <callout> inside a code span or a code block stays code',
  evidence: '§6',
  writes: true,
  async ask(side) {
    const m = side.marker;
    const res = await side.write(
      [
        `Span ${m} \`a <highlight>b</highlight> c\``,
        `Entity ${m} \`a &lt;highlight>b&lt;/highlight> c\``,
        `\`\`\`\n<callout>${m}</callout>\n\`\`\``,
      ].join('\n\n'),
    );
    expectOk(res, 'POST /blocks');
    const stored = await side.readBack(itemIds(res));
    return { answer: shapeOf(res), blocks: stored.map((b) => blockView(side, b)) };
  },
};
