/** Paste a connection URL (and key), test it, save it; shows what the test found or why it failed. */
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { kindLabel } from '../../lib/connections/kind-label';
import { apiKey, apiUrl, busy, name, outcome, saveDraft, testDraft } from './model';

function Outcome() {
  const value = outcome.value;
  if (!value) return null;
  if (value.tone === 'error') return <StatusMessage tone="error">{value.message}</StatusMessage>;
  const { check, saved } = value;
  return (
    <StatusMessage tone="success">
      <p>{saved ? 'Saved. ' : 'Connection works. '}Connected to <strong>{check.spaceName}</strong>.</p>
      <dl class="facts">
        <dt>Access</dt>
        <dd>{kindLabel(check.kind)}</dd>
        <dt>Time zone</dt>
        <dd>{check.timezone}</dd>
      </dl>
    </StatusMessage>
  );
}

export function ConnectionForm() {
  return (
    <form
      class="card"
      // Our own parser explains a bad URL better than the browser's built-in validation bubble.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void testDraft();
      }}
    >
      <h2>Add a connection</h2>
      <Field
        label="API URL"
        type="url"
        value={apiUrl.value}
        onInput={(v) => (apiUrl.value = v)}
        placeholder="https://connect.craft.do/links/…/api/v1"
        hint="In Craft, open the Imagine tab, choose your API connection and copy its API URL."
      />
      <Field
        label="API key (optional)"
        type="password"
        value={apiKey.value}
        onInput={(v) => (apiKey.value = v)}
        autoComplete="new-password"
        hint="Only if the connection in Craft is protected with a key."
      />
      <Field
        label="Name (optional)"
        value={name.value}
        onInput={(v) => (name.value = v)}
        hint="Defaults to the space name."
      />
      <div class="actions">
        <Button type="submit" busy={busy.value === 'test'} disabled={busy.value !== null}>
          Test connection
        </Button>
        <Button variant="primary" onClick={() => void saveDraft()} busy={busy.value === 'save'} disabled={busy.value !== null}>
          Save connection
        </Button>
      </div>
      <div data-testid="connection-status" aria-live="polite">
        <Outcome />
      </div>
    </form>
  );
}
