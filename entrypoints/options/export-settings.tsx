/**
 * "Export settings": downloads clip settings and connection names/kinds as JSON. Connection URLs
 * and keys are left out by buildSettingsExport; a user re-adds the connection from Craft instead.
 */
import { signal } from '@preact/signals';
import { Button } from '../../components/button';
import { StatusMessage } from '../../components/status-message';
import { buildSettingsExport } from '../../lib/storage/settings-export';
import { clipSettingsItem } from '../../lib/storage/items';
import { connections } from './model';

const exported = signal<string | null>(null);

async function exportSettings(): Promise<void> {
  const data = buildSettingsExport(await clipSettingsItem.getValue(), connections.value, new Date());
  const blob = new Blob([JSON.stringify(data, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'clip-to-craft-settings.json';
  link.click();
  // The download has its own copy of the bytes once started; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  exported.value = 'Settings exported. Connection addresses and keys are not included.';
}

export function ExportSettings() {
  return (
    <section class="card">
      <h2>Export settings</h2>
      <p class="field__hint">A JSON file with your clip settings and the names of your connections — never their addresses or keys.</p>
      <Button onClick={() => void exportSettings()}>Export settings</Button>
      {exported.value && <StatusMessage tone="info">{exported.value}</StatusMessage>}
    </section>
  );
}
