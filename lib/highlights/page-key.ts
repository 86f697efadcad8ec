/** The page's address as its marks are kept under it (issue 27): without its fragment. */
export function pageKey(href: string): string {
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}
