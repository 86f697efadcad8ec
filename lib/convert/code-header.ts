// A `<pre>` that holds a header beside its `<code>` (a language label, a file name, a copy button):
// only the `<code>` is code, and a label naming a language names the block's language.
import { toCraftLanguage } from './languages';

const HEADER_BLOCKS = new Set(['div', 'header', 'p', 'figcaption', 'nav']);
const BUTTON_WORDS = /^(?:copy|copied!?|copy code|run|edit)$/i;

export interface PreParts {
  /** The element whose text is the code: the `<code>`, or the `<pre>` itself. */
  code: Element;
  /** The header's language name, when a label names one Craft knows. */
  language?: string;
}

export function preParts(pre: Element, allowMermaid: boolean): PreParts {
  let code: Element | null = null;
  const headers: Element[] = [];
  for (let c = pre.firstChild; c !== null; c = c.nextSibling) {
    if (c.nodeType === 3 || c.nodeType === 4) {
      if ((c as Text).data.trim()) return { code: pre };
    } else if (c.nodeType === 1) {
      const el = c as Element;
      if (el.localName !== 'code') headers.push(el);
      else if (code) return { code: pre };
      else code = el;
    }
  }
  if (!code || !headers.length || !headers.every(isHeader)) return { code: pre };
  for (const header of headers) {
    // The label may sit beside a button in the header: each element's own text is a candidate.
    for (const el of [header, ...header.querySelectorAll('*')]) {
      const language = toCraftLanguage((el.textContent ?? '').trim(), allowMermaid);
      if (language) return { code, language };
    }
  }
  return { code };
}

/** A header part, not code the page shows: a block of one short line, a language name or a button word. */
function isHeader(el: Element): boolean {
  const text = (el.textContent ?? '').trim();
  if (!text) return true;
  if (text.length > 40 || text.includes('\n')) return false;
  return HEADER_BLOCKS.has(el.localName) || toCraftLanguage(text, true) !== undefined || BUTTON_WORDS.test(text);
}
