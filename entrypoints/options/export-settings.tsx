/**
 * "Export settings": downloads clip settings and connection names/kinds as JSON. Connection URLs
 * and keys are left out by buildSettingsExport; a user re-adds the connection from Craft instead.
 */
import { signal } from '@preact/signals';
import { Button } from '../../components/button';
import { StatusMessage } from '../../components/status-message';
import { buildSettingsExport } from '../../lib/storage/settings-export';
import { clipSettingsItem } from '../../lib/storage/items';
import { t } from '../../lib/i18n/t';
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
  exported.value = t('export_done');
}

export function ExportSettings() {
  return (
    <section class="card" aria-labelledby="export-title">
      <h2 id="export-title">{t('export_heading')}</h2>
      <p class="hint">{t('export_hint')}</p>
      <div class="actions">
        <Button icon="down" onClick={() => void exportSettings()}>
          {t('export_button')}
        </Button>
      </div>
      {exported.value && <StatusMessage tone="info">{exported.value}</StatusMessage>}
    </section>
  );
}
