/** The sentences the popup shows when a capture fell back or found nothing, in one place. */
import type { ConvertLimit } from '../convert/index';
import type { ArticleFailure } from './article';

export const NOTES = {
  nothingSelected: 'Nothing is selected on this page.',
  selectionTooLarge: 'The selection is too large to convert here; clipped a link instead.',
  pageTooLarge: 'This page is too large to convert here; clipped a link instead.',
  pageEmpty: 'This page has no text to clip; clipped a link instead.',
  failed: 'Something went wrong while reading this page; clipped a link instead.',
  unknownMode: 'Unknown clip mode; clipped the article instead.',
} as const;

export const ARTICLE_NOTES: Record<ArticleFailure, string> = {
  'too-large': 'This page is too large for the article extractor; clipped the whole page instead.',
  'not-found': 'No article was found on this page; clipped the whole page instead.',
  failed: 'The article extractor failed on this page; clipped the whole page instead.',
  'too-little': 'The article extractor found only a small part of this page; clipped the whole page instead.',
};

/** What the converter had to cut on a hostile or huge page (lib/convert/limits.ts). */
export const LIMIT_NOTES: Record<ConvertLimit, string> = {
  'deep-nesting': 'Parts of this page are nested too deeply to keep their formatting; they were kept as plain text.',
  'large-table': 'A very long table was shortened; a line under it says how many rows are shown.',
  'page-image':
    'An image stored inside the page itself was left out; turn on "Keep images in Craft" to bring such images along.',
};
