/**
 * A `getMessage` over a parsed messages.json, filling `$1`…`$9` as the browser does: for contexts
 * without browser.i18n (the check-connection CLI in Node; unit tests' fakeBrowser).
 */
export type MessageTable = Record<string, { message: string }>;

export function lookupIn(table: MessageTable): (name: string, substitutions?: string | string[]) => string {
  return (name, subs) => {
    const list = subs === undefined ? [] : Array.isArray(subs) ? subs : [subs];
    return (table[name]?.message ?? '').replace(/\$(\d)/g, (_, n: string) => list[Number(n) - 1] ?? '');
  };
}
