/**
 * The page's rule in the Clip view: "Rule: Recipes" with "Don't use rule" (or, set aside, "Use rule"),
 * and "Always clip this site like this" with what came of it. Any choice changed below overrides the
 * rule for this clip only. Small and self-contained: the side panel shows it too.
 */
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { busy } from '../model';
import { canSaveSiteRule, dropRule, saveSiteRule, siteRuleOutcome, useRule } from '../rule-actions';
import { taken } from '../rule-state';

/** `siteRule`: offer "Always clip this site like this" (the Clip view's choices; not in the Reading list view). */
export function RuleBar({ siteRule = true }: { siteRule?: boolean }) {
  const r = taken.value;
  const outcome = siteRule ? siteRuleOutcome.value : undefined;
  const canSave = siteRule && canSaveSiteRule();
  if (!r && !canSave && !outcome) return null;
  return (
    <div class="rule-bar">
      {r && (
        <p class="note rule-bar__line">
          <Icon name="info" size={16} />
          <span>{r.used ? t('rule_inUse', r.rule.name) : t('rule_setAside', r.rule.name)}</span>
          <Button size="small" variant="quiet" disabled={busy.value} onClick={r.used ? dropRule : useRule}>
            {r.used ? t('rule_dontUse') : t('rule_use')}
          </Button>
        </p>
      )}
      {canSave && (
        <Button size="small" variant="quiet" disabled={busy.value} onClick={() => void saveSiteRule()}>
          {t('rule_alwaysThisSite')}
        </Button>
      )}
      {outcome && <StatusMessage tone={outcome.tone}>{outcome.message}</StatusMessage>}
    </div>
  );
}
