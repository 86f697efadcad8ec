/**
 * What the user does with the page's rule in the Clip view: set it aside for this clip ("Don't use
 * rule": today's defaults come back), take it again, or make one from the choices on screen
 * ("Always clip this site like this": a site rule, first in the list, saved where the settings page
 * lists it).
 */
import { signal } from '@preact/signals';
import { defaultDestination } from '../../lib/clip/position';
import { t } from '../../lib/i18n/t';
import { pickFor } from '../../lib/rules/apply';
import { startMode } from '../../lib/rules/choices';
import { siteRuleFrom, withSiteRule } from '../../lib/rules/site-rule';
import { pageFactsOf } from '../../lib/rules/page-facts';
import { splitTags } from '../../lib/rules/tag-line';
import { rulesItem } from '../../lib/storage/items';
import { recompose, requestMode } from './capture';
import { typedTags } from './clip-extras';
import { wantedCollection } from './components/place-collections';
import {
  captured,
  chooseDestination,
  connection,
  customTitle,
  destination,
  format,
  mode,
  recent,
  rules,
  settings,
  view,
} from './model';
import { ruleCompose, taken } from './rule-state';
import { applyRule } from './rule-take';

/** The outcome of "Always clip this site like this". */
export const siteRuleOutcome = signal<{ tone: 'info' | 'error'; message: string } | undefined>(undefined);

/** Reads the page in `wanted` (asking first when the preview holds edits), or recomposes it. */
function readAs(wanted: ReturnType<typeof startMode> | undefined): void {
  if (wanted && wanted !== mode.value) requestMode(wanted);
  else recompose();
}

/** "Don't use rule": today's defaults for this clip (place, format, title, mode when nothing is selected). */
export function dropRule(): void {
  const r = taken.value;
  const capture = captured.value;
  if (!r?.used || !capture) return;
  taken.value = { ...r, used: false };
  format.value = settings.value.format;
  if (customTitle.value === r.pick.title) customTitle.value = undefined;
  if (connection.value) chooseDestination(defaultDestination(connection.value.kind, recent.value));
  if (r.rule.destination?.kind === 'collection') {
    wantedCollection.value = undefined;
    view.value = 'clip';
  }
  readAs(startMode(undefined, capture.hasSelection));
}

/** "Use rule": its choices again. */
export function useRule(): void {
  const r = taken.value;
  const capture = captured.value;
  if (!r || r.used || !capture) return;
  taken.value = { ...r, used: true };
  applyRule(r.rule, r.pick, capture);
  readAs(startMode(r.rule, capture.hasSelection));
}

/** Whether the choices on screen can become a rule: a web page, on the default connection (a rule's places are its). */
export function canSaveSiteRule(): boolean {
  const url = captured.value?.metadata.url ?? '';
  return Boolean(connection.value?.isDefault) && /^https?:\/\//i.test(url);
}

/** "Always clip this site like this": the choices on screen as the site's rule, first in the list. */
export async function saveSiteRule(): Promise<void> {
  const capture = captured.value;
  if (!capture || !canSaveSiteRule()) return;
  const inUse = taken.value?.used ? taken.value.rule : undefined;
  const rule = siteRuleFrom(
    {
      url: capture.metadata.url,
      destination: destination.value,
      mode: mode.value,
      format: format.value,
      headerFields: ruleCompose().headerFields ?? settings.value.headerFields,
      rule: inUse,
      ...(typedTags.value !== undefined ? { tags: splitTags(typedTags.value) } : {}),
    },
    () => crypto.randomUUID(),
  );
  if (!rule) {
    siteRuleOutcome.value = { tone: 'error', message: t('rule_siteRuleFailed') };
    return;
  }
  try {
    const next = withSiteRule(await rulesItem.getValue(), rule);
    await rulesItem.setValue(next);
    rules.value = next;
  } catch {
    siteRuleOutcome.value = { tone: 'error', message: t('rule_siteRuleFailed') };
    return;
  }
  const pick = pickFor(rule, pageFactsOf(capture.metadata, capture.schema));
  taken.value = { rule, pick, used: true };
  siteRuleOutcome.value = { tone: 'info', message: t('rule_siteRuleSaved', rule.name) };
}
