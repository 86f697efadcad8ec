/**
 * The panel's sections as a tab list (arrow keys move between them, as the popup's views do): the
 * page's place in Craft and a note about it, its highlights, a task, a clip. Keyed by the page
 * (app.tsx), so each page starts its sections afresh.
 */
import { Icon, type IconName } from '../../components/icons';
import { t, type MessageKey } from '../../lib/i18n/t';
import { section, type Section } from './panel-model';
import { ClipView } from '../popup/components/clip-view';
import { TaskView } from '../popup/components/task-view';
import { HighlightsSection } from './highlights-section';
import { PageSection } from './page-section';

const TABS: ReadonlyArray<readonly [Section, IconName, MessageKey]> = [
  ['page', 'star', 'panel_tabPage'],
  ['marks', 'paste', 'panel_tabMarks'],
  ['task', 'task', 'popup_tabTask'],
  ['clip', 'clip', 'popup_tabClip'],
];
const IDS = TABS.map(([id]) => id);

function SectionTabs() {
  const select = (next: Section) => {
    section.value = next;
    document.getElementById(`panel-tab-${next}`)?.focus();
  };
  return (
    <div
      class="segmented view-tabs"
      role="tablist"
      aria-label={t('popup_whatToDo')}
      onKeyDown={(e) => {
        const at = IDS.indexOf(section.value);
        const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: IDS.length - 1 }[e.key];
        if (next === undefined) return;
        e.preventDefault();
        select(IDS[(next + IDS.length) % IDS.length]!);
      }}
    >
      {TABS.map(([id, icon, key]) => (
        <button
          key={id}
          id={`panel-tab-${id}`}
          type="button"
          role="tab"
          aria-selected={section.value === id}
          aria-controls={section.value === id ? `panel-section-${id}` : undefined}
          tabIndex={section.value === id ? 0 : -1}
          onClick={() => (section.value = id)}
        >
          <Icon name={icon} />
          {t(key)}
        </button>
      ))}
    </div>
  );
}

export function PanelSections({ tabId, url, title }: { tabId: number; url: string; title: string }) {
  const open = section.value;
  return (
    <>
      <SectionTabs />
      <div
        id={`panel-section-${open}`}
        role="tabpanel"
        aria-labelledby={`panel-tab-${open}`}
        class="panel"
        data-focus-scope
      >
        {open === 'page' && <PageSection tabId={tabId} url={url} title={title} />}
        {open === 'marks' && <HighlightsSection tabId={tabId} url={url} title={title} />}
        {open === 'task' && <TaskView />}
        {open === 'clip' && <ClipView />}
      </div>
    </>
  );
}
