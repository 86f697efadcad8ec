/**
 * A text for the user as a message key and its values (ui-text.ts says what it is for), without the
 * means to put it in words. capture.js makes texts (its notes) and never renders them: importing
 * ui-text.ts would bring in t.ts and `wxt/browser`, which reads `globalThis.chrome` when the file is
 * evaluated, and in a page's isolated world that first read sets up the extension bindings, about
 * 1.7 ms of every cold clip (issue 29).
 */
import type { MessageKey } from './t';

export interface UiText {
  key: MessageKey;
  subs?: Array<string | number | UiText | TextList>;
}

/** Texts joined as a list in the UI language of the moment ("a, b, and c"; "a、b、c"). */
export interface TextList {
  list: UiText[];
}

/** A UiText; `subs` as t() takes them. */
export function text(
  key: MessageKey,
  subs?: string | number | UiText | TextList | Array<string | number | UiText | TextList>,
): UiText {
  if (subs === undefined) return { key };
  return { key, subs: Array.isArray(subs) ? subs : [subs] };
}
