/** The popup's outbox list: what is waiting or stopped, send again now, discard. */
import { t } from '../../lib/i18n/t';
import { summarize } from '../../lib/outbox';
import { onTrustedMessage } from './on-message';
import { getOutbox, wake } from './outbox';

export function setUpOutboxList(): void {
  onTrustedMessage('outboxList', async () => (await (await getOutbox()).open()).map(summarize));
  onTrustedMessage('outboxRetry', async ({ id }) => {
    const ok = await (await getOutbox()).retry(id);
    if (ok) wake();
    return ok ? { ok: true, value: null } : { ok: false, error: t('bg_outboxGone') };
  });
  onTrustedMessage('outboxDiscard', async ({ id }) => {
    const ok = await (await getOutbox()).discard(id);
    return ok ? { ok: true, value: null } : { ok: false, error: t('bg_outboxBusy') };
  });
}
