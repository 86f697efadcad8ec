/**
 * A cheap first look for boilerplate.ts's label pass: every label pattern (AD_LABEL, READ_TIME,
 * LOAD_MORE, RELATED_LABEL, CONTROL, PAGE_CONTROL) is anchored at the text's start, and each of its
 * alternatives starts with a digit or with one of the words below, except PAGE_CONTROL's "… als PDF …".
 * A short text that starts otherwise is none of them, so the six patterns are never run on it: on a
 * page without a label they are never even compiled, which each costs V8 0.2–1 ms in a cold tab
 * (issue 29's speed). Keep the list in step with the patterns (boilerplate.test.ts has a text for
 * every alternative).
 */
const LABEL_STARTS = new Set([
  // AD_LABEL
  ...['advertisement', 'anzeige', 'werbung', 'sponsored', 'publicité', 'publicidad'],
  // READ_TIME (and digits)
  ...['lesezeit', 'lesedauer', 'reading'],
  // LOAD_MORE
  ...['load', 'loading', 'show', 'mehr', 'lade', 'weitere'],
  // RELATED_LABEL
  ...['related', 'more', 'you', 'read', 'recommended', 'auch', 'das', 'thema', 'könnte', 'ähnliche'],
  ...['weiterführende', 'weiterführender', 'à', 'sur'],
  // CONTROL (and digits)
  ...['click', 'tap', 'enlarge', 'zum', 'vergrößern', 'bild', 'start', 'view', 'open', 'zur', 'galerie'],
  ...['bildergalerie', 'previous', 'prev', 'next', 'zurück', 'weiter', 'vorheriges', 'nächstes'],
  ...['image', 'photo', 'picture', 'slide', 'foto'],
  // PAGE_CONTROL (and "als pdf" anywhere)
  ...['kommentar', 'kommentare', 'leave', 'post', 'write', 'add', 'comment', 'comments', 'schreibe'],
  ...['schreiben', 'laisser', 'download', 'artikel', 'seite', 'print'],
]);

/** Letters of the words above: ASCII and Latin-1's (ß to ÿ). */
const FIRST_WORD = /^[a-zß-ÿ]*/;

/**
 * Whether `text` (squashed, trimmed) may be a label: false means no label pattern matches it.
 * Lower-cased as the patterns' `i` flag compares; `ſ` is an `s` to the `iu` ones.
 */
export function mayBeLabel(text: string): boolean {
  const lower = text.toLowerCase().replaceAll('ſ', 's');
  const c = lower.charCodeAt(0);
  if ((c >= 48 && c <= 57) || lower.includes('als pdf')) return true;
  return LABEL_STARTS.has(FIRST_WORD.exec(lower)![0]);
}
