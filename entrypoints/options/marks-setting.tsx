/**
 * The Highlights card: where a page's marks go (marks-destination.tsx), and "Show highlights when a
 * page loads" (issue 27 §5): off by default; turning it on asks for access to
 * all sites, with the reason beside it, and keeps the choice (lib/browser/marks-on-load.ts).
 */
import { signal } from '@preact/signals';
import { StatusMessage } from '../../components/status-message';
import { marksOnLoad, turnOffMarksOnLoad, turnOnMarksOnLoad } from '../../lib/browser/marks-on-load';
import { t } from '../../lib/i18n/t';
import { MarksDestination } from './marks-destination';

const on = signal(false);
const message = signal<string | null>(null);

void marksOnLoad()
  .then((value) => (on.value = value))
  .catch(() => undefined);

function toggle(wanted: boolean): void {
  message.value = null;
  // The permission request must start in the click itself (lib/browser/marks-on-load.ts).
  const done = wanted ? turnOnMarksOnLoad() : turnOffMarksOnLoad().then(() => true);
  void done
    .then((ok) => {
      if (!ok) message.value = t('marks_onLoadRefused');
    })
    .catch(() => (message.value = t('marks_onLoadRefused')))
    .then(marksOnLoad)
    .then((value) => (on.value = value));
}

export function MarksSetting() {
  return (
    <section class="card" aria-labelledby="marks-title">
      <h2 id="marks-title">{t('marks_settingsHeading')}</h2>
      <MarksDestination />
      <label class="check">
        <input type="checkbox" checked={on.value} onChange={(event) => toggle(event.currentTarget.checked)} />
        {t('marks_onLoadToggle')}
      </label>
      <p class="hint">{t('marks_onLoadHint')}</p>
      {message.value && <StatusMessage tone="info">{message.value}</StatusMessage>}
    </section>
  );
}
