/**
 * Test helper: an article page Readability takes for one (long paragraphs with commas), with the
 * content under test placed between them, and the code blocks of a capture's markdown.
 */

export function para(n: number): string {
  return (
    `<p>Paragraph ${n} tells the story in full sentences, with commas, clauses and enough words, ` +
    `so that the extractor scores it as the article, keeps it, and shows it, as a reader would expect.</p>`
  );
}

/** A page: navigation, then an `<article>` with `body` between paragraphs 1–2 and 3–4, then a footer. */
export function articlePage(
  body: string,
  options: { title?: string; head?: string; around?: (article: string) => string } = {},
): string {
  const article = `<article><h1>${options.title ?? 'Field notes'}</h1>${para(1)}${para(2)}${body}${para(3)}${para(4)}</article>`;
  return (
    `<!doctype html><html lang="en"><head><title>${options.title ?? 'Field notes'} | Example</title>${options.head ?? ''}</head>` +
    `<body><nav><a href="/">Home</a> <a href="/about">About</a></nav>` +
    `${options.around ? options.around(article) : article}<footer>© Example</footer></body></html>`
  );
}

/** Each fenced code block's lines (formulas, fenced as `$$`, are not code blocks). */
export function codeBlocks(markdown: string): string[][] {
  const blocks: string[][] = [];
  const fence = /^```[^\n]*\n([\s\S]*?)\n```$/gm;
  for (let m = fence.exec(markdown); m; m = fence.exec(markdown)) blocks.push(m[1].split('\n'));
  return blocks;
}
