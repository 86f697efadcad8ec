/** Clip or Task: a tab list (arrow keys move between the two, as tabs do). */
import { Icon } from '../../../components/icons';
import { t } from '../../../lib/i18n/t';
import { view } from '../model';

const TABS = [['clip', 'clip', 'popup_tabClip'], ['task', 'task', 'popup_tabTask']] as const;

export function ViewTabs() {
  const select = (next: 'clip' | 'task') => {
    view.value = next;
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div class="segmented view-tabs" role="tablist" aria-label={t('popup_whatToDo')}
      onKeyDown={(e) => {
        const next = { ArrowLeft: 'other', ArrowRight: 'other', Home: 'clip', End: 'task' }[e.key];
        if (!next) return;
        e.preventDefault();
        select(next === 'other' ? (view.value === 'clip' ? 'task' : 'clip') : (next as 'clip' | 'task'));
      }}>
      {TABS.map(([id, icon, key]) => (
        <button key={id} id={`tab-${id}`} type="button" role="tab" aria-selected={view.value === id} aria-controls={view.value === id ? `panel-${id}` : undefined}
          tabIndex={view.value === id ? 0 : -1} onClick={() => (view.value = id)}>
          <Icon name={icon} />{t(key)}
        </button>
      ))}
    </div>
  );
}
