import { classTokens } from '../dom';
import { escapeTex } from '../escape';
import { cleanTex } from '../tex-source';
import type { CraftRule } from '../types';

/** Classes of formula images: Wikipedia's fallbacks, WordPress and QuickLaTeX plugins. */
const CLASSES =
  /^(?:mwe-math-fallback-image(?:-inline|-display)?|latex|tex|mathtex|wp-latex|ql-img-inline-formula|ql-img-displayed-equation)$/;
/**
 * LaTeX image services: the host, the path of their formula images, and where the URL keeps the TeX
 * (a query parameter, the path after `path`, or the whole query); `alt` services keep it only in the alt.
 */
interface Service {
  host: RegExp;
  path?: RegExp;
  tex: 'alt' | 'query' | 'path' | { param: string };
}
const SERVICES: Service[] = [
  { host: /(^|\.)codecogs\.com$/, path: /^\/[a-z]+\.(?:image|latex)$/, tex: 'query' },
  { host: /^chart\.googleapis\.com$/, path: /^\/chart$/, tex: { param: 'chl' } },
  { host: /(^|\.)wp\.com$/, path: /^\/latex\.php$/, tex: { param: 'latex' } },
  { host: /^i\.upmath\.me$/, path: /^\/(?:svg|png)\//, tex: 'path' },
  { host: /^render\.githubusercontent\.com$/, path: /^\/render\/math$/, tex: { param: 'math' } },
  { host: /^math\.now\.sh$/, tex: { param: 'from' } },
  { host: /(^|\.)wikimedia\.org$/, path: /^\/api\/rest_v1\/media\/math\/render\//, tex: 'alt' },
  { host: /(^|\.)quicklatex\.com$/, tex: 'alt' },
  { host: /^latex\.artofproblemsolving\.com$/, tex: 'alt' },
];
/** Alt text that is TeX even without a class or service: delimited, or using TeX commands or groups. */
const TEX_ALT =
  /^\$[^$]+\$$|\{\\displaystyle|\\(?:frac|sqrt|sum|int|prod|lim|alpha|beta|gamma|delta|theta|lambda|sigma|omega|pi|mathrm|mathbf|mathbb|left|right|cdot|times|leq?|geq?|neq|infty|partial|nabla|vec|hat|bar)\b|[\^_]\{/;

/**
 * A formula drawn as an image (a LaTeX service's picture, Wikipedia's fallback) is a formula: its
 * TeX, from the alt text or the service URL, becomes `$tex$` (or `$$tex$$` for a display one), not an
 * image with the TeX as alt text. Next to the formula's own MathML (Wikipedia keeps both), the image
 * is left out: the math rule converts the MathML.
 */
export const formulaImage: CraftRule = {
  tags: new Set(['img']),
  filter: (node) => isFormulaImage(node),
  replacement(_content, node) {
    if (node.parentElement && node.parentElement.getElementsByTagName('math').length > 0) return '';
    const tex = escapeTex(cleanTex(texOf(node)));
    if (!tex) return '';
    const display = /display/i.test(node.getAttribute('class') ?? '');
    return display ? '\n\n$$' + tex + '$$\n\n' : '$' + tex + '$';
  },
  raw: true,
};

function isFormulaImage(img: HTMLElement): boolean {
  if (img.hasAttribute('class') && classTokens(img).some((t) => CLASSES.test(t))) return true;
  const alt = img.getAttribute('alt') ?? '';
  if (alt && TEX_ALT.test(alt)) return true;
  return service(img) !== null;
}

function service(img: Element): { url: URL; service: Service } | null {
  const src = img.getAttribute('src') ?? '';
  if (!/^(?:https?:)?\/\//i.test(src)) return null;
  let url: URL;
  try {
    url = new URL(src, 'https://invalid.example/');
  } catch {
    return null;
  }
  const found = SERVICES.find((s) => s.host.test(url.hostname) && (!s.path || s.path.test(url.pathname)));
  return found ? { url, service: found } : null;
}

/** The alt text when it holds TeX, else the TeX the service's URL carries. */
function texOf(img: Element): string {
  const alt = (img.getAttribute('alt') ?? '').trim();
  const found = service(img);
  if (!found || (alt && TEX_ALT.test(alt))) return alt;
  const { url, service: s } = found;
  if (s.tex === 'alt') return alt;
  if (s.tex === 'query') return decode(url.search.slice(1)) || alt;
  if (s.tex === 'path') return decode(url.pathname.replace(s.path!, '')) || alt;
  return url.searchParams.get(s.tex.param) ?? alt;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
