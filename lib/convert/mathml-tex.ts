/**
 * MathML → TeX by structure, for formulas that carry no TeX source (MathJax 3's assistive MathML,
 * hand-written MathML): fractions, roots, scripts, accents (`\dot{x}`), tables as `aligned`/`matrix`
 * (one row per line, as the page shows them), and symbols as TeX commands. Best effort: what it does
 * not know it keeps as text.
 */
import { texSymbols } from './tex-symbols';

interface MathMarks {
  /** Accents over a base (`<mover accent>`), by the character MathML puts over it. */
  over: Record<string, string>;
  under: Record<string, string>;
  /** Characters TeX reads as syntax, written as literals. */
  special: Record<string, string>;
}

let marks: MathMarks | undefined;

/** Built on first use, as texSymbols(): only pages with MathML need them, not every injection. */
function mathMarks(): MathMarks {
  return (marks ??= {
    over: {
      '˙': '\\dot',
      '.': '\\dot',
      '¨': '\\ddot',
      '^': '\\hat',
      ˆ: '\\hat',
      '~': '\\tilde',
      '˜': '\\tilde',
      '¯': '\\bar',
      '‾': '\\overline',
      '―': '\\overline',
      '→': '\\vec',
      '⃗': '\\vec',
      ˇ: '\\check',
      '´': '\\acute',
      '`': '\\grave',
      '˘': '\\breve',
      '⏞': '\\overbrace',
      '︷': '\\overbrace',
    },
    under: {
      _: '\\underline',
      '¯': '\\underline',
      '‾': '\\underline',
      '⏟': '\\underbrace',
      '︸': '\\underbrace',
    },
    special: {
      '{': '\\{',
      '}': '\\}',
      '%': '\\%',
      '#': '\\#',
      '&': '\\&',
      _: '\\_',
      $: '\\$',
    },
  });
}

export function linearise(el: Element): string {
  return tex(el).replace(/\s+/g, ' ').trim();
}

function tex(el: Element): string {
  const kids = Array.from(el.children);
  const at = (i: number) => (kids[i] ? tex(kids[i]) : '');
  switch (el.localName) {
    case 'mi':
    case 'mn':
    case 'mo':
      return token(text(el));
    case 'mtext':
      return text(el) ? '\\text{' + text(el).replace(/[{}\\]/g, '') + '}' : '';
    case 'mspace':
      return '\\ ';
    case 'mfrac':
      return '\\frac{' + at(0) + '}{' + at(1) + '}';
    case 'msqrt':
      return '\\sqrt{' + kids.map(tex).join('') + '}';
    case 'mroot':
      return '\\sqrt[' + at(1) + ']{' + at(0) + '}';
    case 'msup':
      return group(at(0)) + '^{' + at(1) + '}';
    case 'msub':
      return group(at(0)) + '_{' + at(1) + '}';
    case 'msubsup':
    case 'munderover':
      return group(at(0)) + '_{' + at(1) + '}^{' + at(2) + '}';
    case 'mover':
      return over(kids, at);
    case 'munder': {
      const accent = mathMarks().under[text(kids[1] ?? el)];
      return accent ? accent + '{' + at(0) + '}' : group(at(0)) + '_{' + at(1) + '}';
    }
    case 'mfenced': {
      const open = el.getAttribute('open') ?? '(';
      const close = el.getAttribute('close') ?? ')';
      const separator = (el.getAttribute('separators') ?? ',').trim().charAt(0) || ',';
      return token(open) + kids.map(tex).join(separator) + token(close);
    }
    case 'mtable':
      return table(el, kids);
    case 'mphantom':
    case 'annotation':
    case 'annotation-xml':
      return '';
    case 'semantics':
      return at(0);
    default:
      return kids.length ? kids.map(tex).join('') : token(text(el));
  }
}

function text(el: Element): string {
  return (el.textContent ?? '').trim();
}

/** One token's text: symbols as commands (followed by a space, so `\pi r` stays two tokens). */
function token(t: string): string {
  if (!t) return '';
  const symbols = texSymbols();
  const special = mathMarks().special;
  if (t.length === 1) return symbols[t] ?? special[t] ?? t;
  let out = '';
  for (const c of t) out += symbols[c] ?? special[c] ?? c;
  // A multi-letter identifier is a name (sin, max): upright, as MathML renders it.
  return /^[A-Za-z]{2,}$/.test(t) ? '\\mathrm{' + t + '}' : out;
}

/** A base of several tokens in braces, so a script applies to all of it. */
function group(base: string): string {
  return base.length > 1 && !/^\\[A-Za-z]+ ?$/.test(base) ? '{' + base + '}' : base;
}

function over(kids: Element[], at: (i: number) => string): string {
  const accent = mathMarks().over[kids[1] ? text(kids[1]) : ''];
  if (accent) return accent + '{' + at(0) + '}';
  return '\\overset{' + at(1) + '}{' + at(0) + '}';
}

/** Rows on their own lines: `aligned` when the columns alternate right/left (equations), else `matrix`. */
function table(el: Element, rows: Element[]): string {
  const lines = rows
    .filter((r) => r.localName === 'mtr' || r.localName === 'mlabeledtr')
    .map((r) =>
      Array.from(r.children)
        .filter((c) => c.localName === 'mtd')
        .map(tex)
        .join(' & '),
    );
  const aligned = /right\s+left/.test(el.getAttribute('columnalign') ?? '');
  const env = aligned ? 'aligned' : 'matrix';
  return '\\begin{' + env + '}' + lines.join(' \\\\ ') + '\\end{' + env + '}';
}
