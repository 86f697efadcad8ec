/**
 * Typing in the note and tags fields: the preview follows. Edits the user made to the preview stay;
 * the note's or tags' change is carried into them (lib/clip/carry-change.ts), or, where it cannot be
 * placed, the user is told it is not in their edited preview.
 */
import { carryChange } from '../../lib/clip/carry-change';
import { t } from '../../lib/i18n/t';
import { composeNow, recompose } from './capture';
import { clipNote, typedTags } from './clip-extras';
import { composed, edited, markdown, message } from './model';

function follow(change: () => void): void {
  if (!edited.value) {
    change();
    recompose();
    return;
  }
  const before = composed.value;
  change();
  const after = composeNow()?.markdown;
  if (after === undefined) return;
  const carried = carryChange(markdown.value, before, after);
  composed.value = after;
  if (carried === undefined) message.value = t('clip_extrasNotInEdits');
  else markdown.value = carried;
}

export function setNote(text: string): void {
  follow(() => (clipNote.value = text));
}

export function setTags(text: string): void {
  follow(() => (typedTags.value = text));
}
