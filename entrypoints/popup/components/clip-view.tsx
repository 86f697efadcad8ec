/** The Clip view: what to clip, its title, where it goes, a note and tags, the preview, then Send. */
import { useEffect } from 'preact/hooks';
import { StatusMessage } from '../../../components/status-message';
import { Icon } from '../../../components/icons';
import { t } from '../../../lib/i18n/t';
import { render } from '../../../lib/i18n/ui-text';
import { setMainAction } from '../keyboard';
import { send } from '../send';
import { message, notes, phase, progress, sendQueued } from '../model';
import { ClipExtrasFields } from './clip-extras-fields';
import { DestinationPicker } from './destination-picker';
import { ModeSwitch } from './mode-switch';
import { PreviewPane } from './preview-pane';
import { LazyRuleBar } from './lazy-rule-bar';
import { SendBar } from './send-bar';
import { TitleField } from './title-field';

export function ClipView() {
  useEffect(() => {
    setMainAction(() => void send());
    return () => setMainAction(undefined);
  }, []);
  return (
    <div class="clip-view" data-focus-scope>
      <LazyRuleBar />
      <ModeSwitch />
      <TitleField />
      <DestinationPicker />
      <ClipExtrasFields />
      <PreviewPane />
      {notes.value.map(render).map((note) => (
        <p class="note" key={note}>
          <Icon name="info" size={16} />
          {note}
        </p>
      ))}
      {message.value && (
        <StatusMessage tone={phase.value === 'failed' ? 'error' : 'info'}>{message.value}</StatusMessage>
      )}
      {sendQueued.value && (
        <p class="progress" role="status">
          {t('clip_reading')}
        </p>
      )}
      {phase.value === 'sending' && (
        <p class="progress" role="status">
          {progress.value ? t('clip_sendingPart', [progress.value.part, progress.value.total]) : t('clip_sending')}
        </p>
      )}
      <SendBar />
    </div>
  );
}
