/**
 * A change to the composed preview (a note or tags typed after the user edited the markdown) carried
 * into their edited text: the changed stretch, with a little of the unchanged text around it, is
 * looked for in the edited text and replaced there when it stands there exactly once. Otherwise
 * undefined: the edits are theirs and nothing guesses where the change would go.
 */

/** Characters of unchanged text kept on each side of the change, so it is found in the right place. */
const CONTEXT = 40;

export function carryChange(edited: string, before: string, after: string): string | undefined {
  if (before === after) return edited;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  // Unchanged text on both sides first; then one side only, for when the user edited the other.
  for (const [left, right] of [
    [CONTEXT, CONTEXT],
    [CONTEXT, 0],
    [0, CONTEXT],
  ] as const) {
    const from = Math.max(0, start - left);
    const kept = Math.min(end, right);
    const old = before.slice(from, before.length - end + kept);
    if (!old) continue;
    const at = edited.indexOf(old);
    if (at < 0 || edited.indexOf(old, at + 1) >= 0) continue;
    return edited.slice(0, at) + after.slice(from, after.length - end + kept) + edited.slice(at + old.length);
  }
  return undefined;
}
