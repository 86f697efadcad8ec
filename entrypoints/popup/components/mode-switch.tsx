/** What to clip: selection, article, page or link; a switch over edits asks before dropping them. */
import { ConfirmBar } from '../../../components/confirm-bar';
import { Icon, type IconName } from '../../../components/icons';
import { t, type MessageKey } from '../../../lib/i18n/t';
import type { CaptureMode } from '../../../lib/model/types';
import { confirmChange, keepEdits, pendingChange, requestMode } from '../capture';
import { busy, captured, mode } from '../model';

const MODES: Array<[CaptureMode, IconName, MessageKey]> = [
  ['selection', 'selection', 'mode_selection'],
  ['article', 'article', 'mode_article'],
  ['page', 'page', 'mode_page'],
  ['link', 'link', 'mode_link'],
];

export function ModeSwitch() {
  const pending = pendingChange.value;
  return (
    <>
      <div class="segmented modes" role="radiogroup" aria-label={t('mode_label')}>
        {MODES.map(([value, icon, key]) => (
          <label
            key={value}
            title={value === 'selection' && captured.value?.hasSelection ? t('mode_hasSelection') : undefined}
          >
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode.value === value}
              disabled={busy.value}
              onChange={() => requestMode(value)}
            />
            <Icon name={icon} size={16} />
            {t(key)}
            {value === 'selection' && captured.value?.hasSelection && <span class="dot" aria-hidden="true" />}
          </label>
        ))}
      </div>
      {pending && (
        <ConfirmBar
          question={t('edits_question')}
          confirm={t('edits_replace')}
          cancel={t('edits_keep')}
          onConfirm={confirmChange}
          onCancel={keepEdits}
        />
      )}
    </>
  );
}
