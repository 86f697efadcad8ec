/**
 * Adding or editing one rule: its name, what it matches, where clips go, and what it changes (mode,
 * format, title, tags). Nothing is stored until Save, and only a valid rule (rules-model.ts); the
 * error names what to fix and the form keeps what was typed.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { t, type MessageKey } from '../../lib/i18n/t';
import type { CaptureMode } from '../../lib/model/types';
import type { RuleMatch } from '../../lib/rules/types';
import type { RuleDraft } from './rule-draft';
import { loadPlaces, placeOptions, placesError } from './rule-places';
import { draft, editDraft, formError, rules, saveDraft } from './rules-model';

const KINDS: Array<[RuleMatch['kind'], MessageKey, MessageKey]> = [
  ['site', 'rules_kindSite', 'rules_domain'],
  ['prefix', 'rules_kindPrefix', 'rules_prefix'],
  ['regex', 'rules_kindRegex', 'rules_regex'],
  ['schema', 'rules_kindSchema', 'rules_schemaType'],
];
const MODES: Array<[CaptureMode, MessageKey]> = [
  ['selection', 'mode_selection'],
  ['article', 'mode_article'],
  ['page', 'mode_page'],
  ['link', 'mode_link'],
];

function Select({
  label,
  value,
  onChange,
  onFocus,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  children: ComponentChildren;
}) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        class="input"
        value={value}
        onFocus={onFocus}
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {children}
      </select>
    </div>
  );
}

function MatchFields({ current }: { current: RuleDraft }) {
  const valueLabel = KINDS.find(([kind]) => kind === current.matchKind)?.[2] ?? 'rules_domain';
  return (
    <>
      <Select
        label={t('rules_matchBy')}
        value={current.matchKind}
        onChange={(kind) => editDraft({ matchKind: kind as RuleMatch['kind'] })}
      >
        {KINDS.map(([kind, label]) => (
          <option key={kind} value={kind}>
            {t(label)}
          </option>
        ))}
      </Select>
      <Field label={t(valueLabel)} value={current.value} onInput={(value) => editDraft({ value })} />
      {current.matchKind === 'site' && (
        <label class="check">
          <input
            type="checkbox"
            checked={current.subdomains}
            onChange={(e) => editDraft({ subdomains: e.currentTarget.checked })}
          />
          {t('rules_subdomains')}
        </label>
      )}
    </>
  );
}

export function RuleForm() {
  const current = draft.value;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!current) return null;
  const own = rules.value.find((r) => r.id === current.id)?.destination;
  return (
    <form
      class="rule-form"
      aria-labelledby="rule-form-title"
      data-focus-scope
      onSubmit={(e) => {
        e.preventDefault();
        void saveDraft().then((saved) => saved && document.getElementById('rules-add')?.focus());
      }}
    >
      <h3 id="rule-form-title" tabIndex={-1} ref={heading}>
        {current.id ? t('rules_editNamed', current.name) : t('rules_formNew')}
      </h3>
      <Field label={t('rules_name')} value={current.name} onInput={(name) => editDraft({ name })} />
      <MatchFields current={current} />
      <Select
        label={t('rules_where')}
        value={current.place}
        onFocus={() => void loadPlaces()}
        onChange={(place) => editDraft({ place })}
      >
        {placeOptions(own).map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </Select>
      {placesError.value && <StatusMessage tone="error">{placesError.value}</StatusMessage>}
      {current.place === 'today' && (
        <Field label={t('rules_sectionTitle')} value={current.section} onInput={(section) => editDraft({ section })} />
      )}
      <Select
        label={t('mode_label')}
        value={current.mode}
        onChange={(mode) => editDraft({ mode: mode as CaptureMode })}
      >
        <option value="">{t('rules_asUsual')}</option>
        {MODES.map(([mode, label]) => (
          <option key={mode} value={mode}>
            {t(label)}
          </option>
        ))}
      </Select>
      <Select
        label={t('format_format')}
        value={current.format}
        onChange={(format) => editDraft({ format: format as RuleDraft['format'] })}
      >
        <option value="">{t('rules_asUsual')}</option>
        <option value="page">{t('format_page')}</option>
        <option value="inline">{t('format_inline')}</option>
      </Select>
      <Field
        label={t('rules_titlePattern')}
        value={current.titlePattern}
        hint={t('rules_titleHint')}
        onInput={(titlePattern) => editDraft({ titlePattern })}
      />
      <Field label={t('rules_tags')} value={current.tags} onInput={(tags) => editDraft({ tags })} />
      {formError.value && <StatusMessage tone="error">{formError.value}</StatusMessage>}
      <div class="actions">
        <Button type="submit" variant="primary" icon="check">
          {t('rules_save')}
        </Button>
        <Button
          onClick={() => {
            draft.value = undefined;
            requestAnimationFrame(() => document.getElementById('rules-add')?.focus());
          }}
        >
          {t('common_cancel')}
        </Button>
      </div>
    </form>
  );
}
