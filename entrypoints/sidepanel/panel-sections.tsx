/**
 * The panel's sections as a tab list (arrow keys move between them, as the popup's views do): the
 * page's place in Craft and a note about it, its highlights, a task, a clip. Keyed by the page
 * (app.tsx), so each page starts its sections afresh.
 */
import { TabList, TabPanel, type TabItem } from '../../components/tab-list';
import { t } from '../../lib/i18n/t';
import { section, type Section } from './panel-model';
import { ClipView } from '../popup/components/clip-view';
import { TaskView } from '../popup/components/task-view';
import { HighlightsSection } from './highlights-section';
import { PageSection } from './page-section';

/** The ids of the panel's tabs and their panels, apart from the popup's. */
const PREFIX = 'side-';

export function PanelSections({ tabId, url, title }: { tabId: number; url: string; title: string }) {
  const open = section.value;
  const tabs: Array<TabItem<Section>> = [
    { id: 'page', icon: 'star', label: t('panel_tabPage') },
    { id: 'marks', icon: 'paste', label: t('panel_tabMarks') },
    { id: 'task', icon: 'task', label: t('popup_tabTask') },
    { id: 'clip', icon: 'clip', label: t('popup_tabClip') },
  ];
  return (
    <>
      <TabList
        tabs={tabs}
        selected={open}
        onSelect={(id) => (section.value = id)}
        label={t('popup_whatToDo')}
        prefix={PREFIX}
      />
      <TabPanel selected={open} prefix={PREFIX}>
        {open === 'page' && <PageSection tabId={tabId} url={url} title={title} />}
        {open === 'marks' && <HighlightsSection tabId={tabId} url={url} title={title} />}
        {open === 'task' && <TaskView />}
        {open === 'clip' && <ClipView />}
      </TabPanel>
    </>
  );
}
