/**
 * The sentences the popup shows when a capture fell back or found nothing, in one place, each read
 * from the locale when a capture uses it (this runs in the page: the injected script has browser.i18n).
 */
import type { ConvertLimit } from '../convert/index';
import { localized } from '../i18n/ui-text';
import type { ArticleFailure } from './article';

export const NOTES = localized({
  nothingSelected: 'note_nothingSelected',
  selectionTooLarge: 'note_selectionTooLarge',
  pageTooLarge: 'note_pageTooLarge',
  pageEmpty: 'note_pageEmpty',
  failed: 'note_failed',
  unknownMode: 'note_unknownMode',
});

export const ARTICLE_NOTES = localized<ArticleFailure>({
  'too-large': 'note_articleTooLarge',
  'not-found': 'note_articleNotFound',
  failed: 'note_articleFailed',
  'too-little': 'note_articleTooLittle',
});

/** What the converter had to cut on a hostile or huge page (lib/convert/limits.ts). */
export const LIMIT_NOTES = localized<ConvertLimit>({
  'deep-nesting': 'note_deepNesting',
  'large-table': 'note_largeTable',
  'page-image': 'note_pageImage',
});
