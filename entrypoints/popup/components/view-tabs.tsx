/** Clip, Task or Reading list: a tab list (arrow keys move between them, as tabs do). */
import { Icon } from '../../../components/icons';
import { t } from '../../../lib/i18n/t';
import { view } from '../model';

const TABS = [
  ['clip', 'clip', 'popup_tabClip'],
  ['task', 'task', 'popup_tabTask'],
  ['list', 'star', 'popup_tabList'],
] as const;
type View = (typeof TABS)[number][0];
const IDS: View[] = TABS.map(([id]) => id);

export function ViewTabs() {
  const select = (next: View) => {
    view.value = next;
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div
      class="segmented view-tabs"
      role="tablist"
      aria-label={t('popup_whatToDo')}
      onKeyDown={(e) => {
        const at = IDS.indexOf(view.value);
        const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: IDS.length - 1 }[e.key];
        if (next === undefined) return;
        e.preventDefault();
        select(IDS[(next + IDS.length) % IDS.length]!);
      }}
    >
      {TABS.map(([id, icon, key]) => (
        <button
          key={id}
          id={`tab-${id}`}
          type="button"
          role="tab"
          aria-selected={view.value === id}
          aria-controls={view.value === id ? `panel-${id}` : undefined}
          tabIndex={view.value === id ? 0 : -1}
          onClick={() => (view.value = id)}
        >
          <Icon name={icon} />
          {t(key)}
        </button>
      ))}
    </div>
  );
}
