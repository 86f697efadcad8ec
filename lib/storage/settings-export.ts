/**
 * What "Export settings" writes: clip settings and the names and kinds of the connections. Never a
 * connection's URL or key (they are secrets, see docs/ARCHITECTURE.md), nor its space id: each field
 * is picked here by name, so a field added to Connection later stays out until someone adds it.
 */
import type { ClipSettings, Connection, ConnectionKind } from '../model/types';

export interface SettingsExport {
  format: 'clip-to-craft-settings';
  version: 1;
  exportedAt: string;
  clipSettings: ClipSettings;
  connections: Array<{ name: string; kind: ConnectionKind; isDefault: boolean }>;
}

type ExportableConnection = Pick<Connection, 'name' | 'kind' | 'isDefault'>;

export function buildSettingsExport(
  clipSettings: ClipSettings,
  connections: ExportableConnection[],
  now: Date,
): SettingsExport {
  return {
    format: 'clip-to-craft-settings',
    version: 1,
    exportedAt: now.toISOString(),
    clipSettings: {
      headerFields: [...clipSettings.headerFields],
      format: clipSettings.format,
      insertAt: clipSettings.insertAt,
      keepImages: clipSettings.keepImages,
    },
    connections: connections.map((c) => ({ name: c.name, kind: c.kind, isDefault: c.isDefault })),
  };
}
