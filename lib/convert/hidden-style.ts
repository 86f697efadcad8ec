/**
 * Whether an inline style hides its element: a `display: none` or `visibility: hidden`/`collapse`
 * declaration, read declaration by declaration. A substring test read `--footer-display: none`
 * (a custom property, which hides nothing) or `content: "display:none"` as hiding, and dropped
 * whole pages.
 */
export function isHiddenStyle(style: string): boolean {
  // Most style attributes say nothing about either property: one cheap test first.
  if (!/display|visibility/i.test(style)) return false;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim()
      .toLowerCase();
    if (property === 'display' && value === 'none') return true;
    if (property === 'visibility' && (value === 'hidden' || value === 'collapse')) return true;
  }
  return false;
}
