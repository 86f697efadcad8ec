/**
 * A collection's URL property compared as the same page: the one spelling `lib/reading` gives every page
 * ("already clipped?" and "already in the collection?" agree on what one page is). A value that is not an
 * http(s) address (a text property holding something else) is compared as its trimmed text.
 */
import { normalizeUrl as pageSpelling } from '../reading/normalize-url';

export function normalizeUrl(input: string): string {
  return pageSpelling(input) ?? input.trim();
}
