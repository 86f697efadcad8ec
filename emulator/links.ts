/** The default links: documents, space, daily-notes, then a keyed space link. */
import type { ConnectionKind, LinkConfig, LinkInfo } from './types';

export const DEFAULT_KEY = 'pdk_emulator_key';

export function defaultLinks(apiKey?: string): LinkConfig[] {
  return [
    { id: 'EmuDocs0001', kind: 'documents', apiKey },
    { id: 'EmuSpace001', kind: 'space', apiKey },
    { id: 'EmuDaily001', kind: 'daily-notes', apiKey },
    { id: 'EmuKeyed001', kind: 'space', apiKey: apiKey ?? DEFAULT_KEY },
  ];
}

export function pickLink(links: LinkInfo[], kind: ConnectionKind, keyed = false): LinkInfo {
  const ofKind = links.filter((l) => l.kind === kind);
  const found = ofKind.find((l) => !!l.apiKey === keyed) ?? ofKind[0];
  if (!found) throw new Error(`The emulator has no ${kind} link`);
  return found;
}
