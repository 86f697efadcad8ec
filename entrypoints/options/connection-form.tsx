/**
 * Paste a connection URL (and key), test it, save it; shows what the test found or why it failed.
 * The welcome page shows the same form as its steps 2 and 3 (`steps`).
 */
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { kindLabel } from '../../lib/connections/kind-label';
import { t } from '../../lib/i18n/t';
import { apiKey, apiUrl, busy, name, outcome, saveDraft, testDraft } from './model';

function Outcome() {
  const value = outcome.value;
  if (!value) return null;
  if (value.tone === 'error') return <StatusMessage tone="error">{value.message}</StatusMessage>;
  const { check, saved } = value;
  return (
    <StatusMessage tone="success">
      <p>{saved ? t('connection_saved', check.spaceName) : t('connection_works', check.spaceName)}</p>
      <dl class="facts">
        <dt>{t('connection_access')}</dt>
        <dd>{kindLabel(check.kind)}</dd>
        <dt>{t('connection_timezone')}</dt>
        <dd>{check.timezone}</dd>
      </dl>
    </StatusMessage>
  );
}

function Step({ n, title }: { n: number; title: string }) {
  return (
    <h2 class="step">
      <span class="step__number" aria-hidden="true">
        {n}
      </span>
      {title}
    </h2>
  );
}

export function ConnectionForm({ steps = false }: { steps?: boolean }) {
  return (
    <form
      class="card form"
      aria-labelledby="connection-form-title"
      data-focus-scope
      // Our own parser explains a bad URL better than the browser's built-in validation bubble.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void testDraft();
      }}
    >
      {steps ? <Step n={2} title={t('welcome_step2')} /> : <h2 id="connection-form-title">{t('connection_add')}</h2>}
      {steps && (
        <span id="connection-form-title" hidden>
          {t('connection_add')}
        </span>
      )}
      <Field
        label={t('connection_url')}
        type="url"
        value={apiUrl.value}
        onInput={(v) => (apiUrl.value = v)}
        placeholder="https://connect.craft.do/links/…/api/v1"
        hint={t('connection_urlHint')}
      />
      <Field
        label={t('connection_key')}
        type="password"
        value={apiKey.value}
        onInput={(v) => (apiKey.value = v)}
        autoComplete="new-password"
        hint={t('connection_keyHint')}
      />
      <Field
        label={t('connection_name')}
        value={name.value}
        onInput={(v) => (name.value = v)}
        hint={t('connection_nameHint')}
      />
      {steps && <Step n={3} title={t('welcome_step3')} />}
      <div class="actions">
        <Button type="submit" icon="check" busy={busy.value === 'test'} disabled={busy.value !== null}>
          {t('connection_test')}
        </Button>
        <Button
          variant="primary"
          icon="plus"
          onClick={() => void saveDraft()}
          busy={busy.value === 'save'}
          disabled={busy.value !== null}
        >
          {t('connection_save')}
        </Button>
      </div>
      <div data-testid="connection-status" aria-live="polite">
        <Outcome />
      </div>
    </form>
  );
}
