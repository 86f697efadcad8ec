/**
 * Text selected inside an `<input>` or `<textarea>` is invisible to `window.getSelection()` in
 * Firefox (and only a string in Chromium), so it is read from the focused field itself, following
 * focus into open shadow roots and same-origin frames. Password fields are never read.
 */

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'tel', '']);
const MAX_DEPTH = 8;

function focusedElement(doc: Document): Element | null {
  let el = doc.activeElement;
  for (let depth = 0; el && depth < MAX_DEPTH; depth++) {
    const inner = el.shadowRoot?.activeElement ?? frameActiveElement(el);
    if (!inner) break;
    el = inner;
  }
  return el;
}

function frameActiveElement(el: Element): Element | null {
  if (el.localName !== 'iframe' && el.localName !== 'frame') return null;
  try {
    return (el as HTMLIFrameElement).contentDocument?.activeElement ?? null;
  } catch {
    return null; // cross-origin
  }
}

function isTextField(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  if (el.localName === 'textarea') return true;
  return el.localName === 'input' && TEXT_INPUT_TYPES.has((el.getAttribute('type') ?? '').toLowerCase());
}

/** The selected text of the focused text field, or undefined when there is none. */
export function selectedFieldText(doc: Document): string | undefined {
  const el = focusedElement(doc);
  if (!el || !isTextField(el)) return undefined;
  try {
    const { selectionStart: start, selectionEnd: end, value } = el;
    if (start === null || end === null || start >= end) return undefined;
    return value.slice(start, end);
  } catch {
    return undefined;
  }
}
