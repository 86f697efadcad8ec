/** Clip, Task or Reading list: the popup's views as a tab list (components/tab-list.tsx). */
import { TabList, type TabItem } from '../../../components/tab-list';
import { t } from '../../../lib/i18n/t';
import { view } from '../model';

type View = typeof view.value;

export function ViewTabs() {
  const tabs: Array<TabItem<View>> = [
    { id: 'clip', icon: 'clip', label: t('popup_tabClip') },
    { id: 'task', icon: 'task', label: t('popup_tabTask') },
    { id: 'list', icon: 'star', label: t('popup_tabList') },
  ];
  return <TabList tabs={tabs} selected={view.value} onSelect={(id) => (view.value = id)} label={t('popup_whatToDo')} />;
}
