/**
 * The sentences the popup shows when a capture fell back or found nothing, in one place, as texts
 * (key, no words): a note goes from the page to the popup, into the outbox and the clip history, and
 * is put in words where it is shown, in the UI language of that moment.
 */
import type { ConvertLimit } from '../convert/index';
import type { MessageKey } from '../i18n/t';
import { text, type UiText } from '../i18n/text';
import type { ArticleFailure } from './article';

function named<N extends string>(keys: Record<N, MessageKey>): Readonly<Record<N, UiText>> {
  const texts = {} as Record<N, UiText>;
  for (const name of Object.keys(keys) as N[]) texts[name] = text(keys[name]);
  return texts;
}

export const NOTES = named({
  nothingSelected: 'note_nothingSelected',
  selectionTooLarge: 'note_selectionTooLarge',
  pageTooLarge: 'note_pageTooLarge',
  pageEmpty: 'note_pageEmpty',
  failed: 'note_failed',
  unknownMode: 'note_unknownMode',
});

export const ARTICLE_NOTES = named<ArticleFailure>({
  'too-large': 'note_articleTooLarge',
  'not-found': 'note_articleNotFound',
  failed: 'note_articleFailed',
});

/** What the converter had to cut on a hostile or huge page (lib/convert/limits.ts). */
export const LIMIT_NOTES = named<ConvertLimit>({
  'deep-nesting': 'note_deepNesting',
  'large-table': 'note_largeTable',
  'page-image': 'note_pageImage',
});
