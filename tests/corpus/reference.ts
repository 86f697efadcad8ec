/**
 * What a corpus page's reference article holds, read in the browser (page.evaluate in the served page):
 * `expected.html` is parsed with DOMParser (no scripts, no fetches) and measured. Code lines come
 * from the live page's matching `<pre>` as rendered (innerText), because the reference itself is
 * Readability's output and carries its damage (a `<br><br>` inside `<pre>` turned into `<p>`).
 * Self-contained: Playwright serialises the function, so it uses nothing from outside its body.
 */

export interface Reference {
  /** The article's text with spaces at block boundaries, formulas left out. */
  text: string;
  /** Each code block's lines as the page shows them. */
  code: string[][];
  /** MathJax 2/3, KaTeX, MathML and formula images (TeX services), outermost only. */
  formulas: number;
  /** Data tables in the reference article (see `isDataTable`). */
  tables: number;
  /** Data tables anywhere on the live page: what Page mode may rightly turn into tables. */
  pageTables: number;
}

export function readReference(expectedHtml: string): Reference {
  const FORMULA = [
    'mjx-container', 'script[type^="math/tex"]', '.katex-display', '.katex', 'math',
    'img[src*="/math/render/"]', 'img.mwe-math-fallback-image-inline', 'img.mwe-math-fallback-image-display',
  ].join(',');
  const BLOCK = new Set(['p', 'div', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'pre',
    'blockquote', 'section', 'article', 'figure', 'figcaption', 'dd', 'dt', 'table', 'ul', 'ol', 'header',
    'footer', 'img', 'hr', 'caption', 'aside', 'main', 'details', 'summary']);

  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '');

  /** Text with a space wherever a block starts or ends, so `<p>a</p><p>b</p>` reads "a b". */
  function blockText(root: Node): string {
    const parts: string[] = [];
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.nodeValue ?? '');
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const name = (node as Element).localName;
      if (name === 'script' || name === 'style' || name === 'template') return;
      const block = BLOCK.has(name);
      if (block) parts.push(' ');
      for (const child of node.childNodes) visit(child);
      if (block) parts.push(' ');
    };
    visit(root);
    return parts.join('');
  }

  /** A `<pre>`'s lines: `<br>` and block children break lines, like rendering does. */
  function preLines(pre: Element): string[] {
    const parts: string[] = [];
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.nodeValue ?? '');
      else if ((node as Element).localName === 'br') parts.push('\n');
      else {
        const block = BLOCK.has((node as Element).localName);
        if (block && parts.length && !parts[parts.length - 1].endsWith('\n')) parts.push('\n');
        for (const child of node.childNodes) visit(child);
      }
    };
    visit(pre);
    return parts.join('').split('\n');
  }

  function isDataTable(table: Element): boolean {
    if (table.querySelector('table')) return false;
    if (['presentation', 'none'].includes(table.getAttribute('role') ?? '')) return false;
    const rows = [...table.querySelectorAll('tr')];
    if (rows.filter((row) => row.querySelectorAll('td, th').length >= 2).length < 2) return false;
    // Text as read, not the saved page's indentation (wikipedia-2's infobox: a 1,320-character cell of
    // which most is whitespace).
    return ![...table.querySelectorAll('td, th')].some((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().length > 1000);
  }

  const doc = new DOMParser().parseFromString(expectedHtml, 'text/html');
  const formulas = [...doc.querySelectorAll(FORMULA)].filter((el) => !el.parentElement?.closest(FORMULA));
  const tables = [...doc.querySelectorAll('table')].filter(isDataTable).length;
  const pageTables = [...document.querySelectorAll('table')].filter(isDataTable).length;

  const live = new Map<string, string[]>();
  for (const pre of document.querySelectorAll('pre')) {
    const key = squash(pre.textContent);
    if (key && !live.has(key)) live.set(key, (pre as HTMLElement).innerText.split('\n'));
  }
  const code = [...doc.querySelectorAll('pre')]
    .filter((pre) => !pre.parentElement?.closest('pre') && squash(pre.textContent))
    .map((pre) => live.get(squash(pre.textContent)) ?? preLines(pre));

  for (const formula of formulas) formula.remove();
  return { text: blockText(doc.body), code, formulas: formulas.length, tables, pageTables };
}
