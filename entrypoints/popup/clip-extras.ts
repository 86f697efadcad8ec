/**
 * The Clip view's "why I saved this" note and tags, as typed. The tags field shows the rule's tags
 * until the user types in it; from then on their text stands (a rule set aside or taken again does
 * not replace it). Both go into the composed clip (lib/clip/compose.ts), so the preview shows them
 * and the outbox sends them with the clip, once.
 */
import { signal } from '@preact/signals';
import { splitTags } from '../../lib/rules/tag-line';
import { ruleCompose } from './rule-state';

export const clipNote = signal('');
/** The tags field's text once the user typed in it; undefined: it shows the rule's tags. */
export const typedTags = signal<string | undefined>(undefined);

/** The tags field's text: the user's, else the rule's tags ("recipe, Italian"). */
export function shownTags(): string {
  return typedTags.value ?? (ruleCompose().tags ?? []).join(', ');
}

/** What composing the clip takes from the note and tags fields (in place of the rule's tags). */
export function clipExtras(): { tags: string[]; note: string } {
  return { tags: splitTags(shownTags()), note: clipNote.value.trim() };
}

/** A new page (the side panel moved on): its note and tags start empty. */
export function forgetClipExtras(): void {
  clipNote.value = '';
  typedTags.value = undefined;
}
