/**
 * The Rules section: the rules in order (the first that matches a page wins), each with Edit, move
 * up and down, and Remove (asked first, as for a connection); Add, the tester, and export and import
 * of rule files. A moved rule keeps the focus on its arrow (the row moves in the DOM), or on the
 * other arrow when it reached an end.
 */
import { useEffect, useRef } from 'preact/hooks';
import { Button } from '../../components/button';
import { ConfirmBar } from '../../components/confirm-bar';
import { StatusMessage } from '../../components/status-message';
import { t } from '../../lib/i18n/t';
import type { Rule } from '../../lib/rules/types';
import { RuleForm } from './rule-form';
import { matchSummary, whereSummary } from './rule-summary';
import {
  confirming,
  draft,
  exportRules,
  importRules,
  loadRules,
  moveRule,
  outcome,
  removeRule,
  rules,
  startEdit,
} from './rules-model';
import { RulesTester } from './rules-tester';

function move(rule: Rule, delta: -1 | 1): void {
  void moveRule(rule.id, delta).then(() =>
    requestAnimationFrame(() => {
      const index = rules.value.findIndex((r) => r.id === rule.id);
      const atEnd = delta < 0 ? index === 0 : index === rules.value.length - 1;
      const arrow = delta < 0 !== atEnd ? 'up' : 'down';
      document.getElementById(`rule-${rule.id}-${arrow}`)?.focus();
    }),
  );
}

function RuleRow({ rule, index, count }: { rule: Rule; index: number; count: number }) {
  return (
    <li class="rule" data-focus-scope>
      <div class="rule__text">
        <strong>{rule.name}</strong>
        <p class="saved__details">{matchSummary(rule.match)}</p>
        <p class="saved__details">{whereSummary(rule)}</p>
        {confirming.value === rule.id && (
          <ConfirmBar
            question={t('rules_removeQuestion', rule.name)}
            confirm={t('saved_remove')}
            cancel={t('common_cancel')}
            onConfirm={() => void removeRule(rule).then(() => document.getElementById('rules-title')?.focus())}
            onCancel={() => (confirming.value = undefined)}
          />
        )}
      </div>
      <div class="actions">
        <Button
          id={`rule-${rule.id}-up`}
          size="small"
          variant="quiet"
          icon="up"
          label={t('format_moveUp', rule.name)}
          disabled={index === 0}
          onClick={() => move(rule, -1)}
        />
        <Button
          id={`rule-${rule.id}-down`}
          size="small"
          variant="quiet"
          icon="down"
          label={t('format_moveDown', rule.name)}
          disabled={index === count - 1}
          onClick={() => move(rule, 1)}
        />
        <Button size="small" label={t('rules_editNamed', rule.name)} onClick={() => startEdit(rule)}>
          {t('rules_edit')}
        </Button>
        <Button
          size="small"
          variant="danger"
          icon="trash"
          onClick={() => {
            outcome.value = undefined;
            confirming.value = rule.id;
          }}
        >
          {t('saved_remove')}
        </Button>
      </div>
    </li>
  );
}

export function RulesSetting() {
  useEffect(() => void loadRules(), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = rules.value;
  return (
    <section class="card" aria-labelledby="rules-title" data-focus-scope>
      <h2 id="rules-title" tabIndex={-1} data-focus-home>
        {t('rules_heading')}
      </h2>
      <p class="hint">{t('rules_hint')}</p>
      {list.length === 0 ? (
        <p class="muted">{t('rules_none')}</p>
      ) : (
        <ol aria-label={t('rules_heading')} class="rule-list">
          {list.map((rule, index) => (
            <RuleRow key={rule.id} rule={rule} index={index} count={list.length} />
          ))}
        </ol>
      )}
      {draft.value ? (
        <RuleForm />
      ) : (
        <div class="actions">
          <Button id="rules-add" icon="plus" onClick={() => startEdit()}>
            {t('rules_add')}
          </Button>
        </div>
      )}
      <RulesTester />
      <div class="actions">
        <Button icon="down" onClick={() => exportRules()}>
          {t('rules_export')}
        </Button>
        <Button icon="up" onClick={() => fileInput.current?.click()}>
          {t('rules_import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="application/json,.json"
          data-testid="rules-import-file"
          onChange={(e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (file) void importRules(file);
          }}
        />
      </div>
      {outcome.value && <StatusMessage tone={outcome.value.tone}>{outcome.value.message}</StatusMessage>}
    </section>
  );
}
