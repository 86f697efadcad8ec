/**
 * How an API key is shown back to the user: its kind prefix and last characters only, e.g.
 * `pdk_…9f2c`, enough to tell two keys apart without revealing them.
 */
export function maskKey(key: string | undefined): string | undefined {
  const text = key?.trim();
  if (!text) return undefined;
  const prefix = /^[A-Za-z]{2,5}_/.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  // Short keys would be nearly given away by four characters: show fewer, or none.
  const visible = rest.length >= 12 ? 4 : rest.length >= 8 ? 2 : 0;
  return `${prefix}…${visible ? rest.slice(-visible) : ''}`;
}
