/**
 * A row of tabs over one panel, shared by the popup's views and the side panel's sections: arrow keys,
 * Home and End move between them (and the focus with them), the selected one is the only tab stop.
 * `prefix` keeps the ids of two tab lists apart; the tab panel names its tab (`TabPanel`).
 */
import type { ComponentChildren } from 'preact';
import { Icon, type IconName } from './icons';

export interface TabItem<T extends string> {
  id: T;
  icon: IconName;
  label: string;
}

const tabId = (prefix: string, id: string) => `${prefix}tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}panel-${id}`;

export interface TabListProps<T extends string> {
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect(id: T): void;
  /** The list's accessible name. */
  label: string;
  prefix?: string;
}

export function TabList<T extends string>({ tabs, selected, onSelect, label, prefix = '' }: TabListProps<T>) {
  const ids = tabs.map((tab) => tab.id);
  const select = (next: T) => {
    onSelect(next);
    document.getElementById(tabId(prefix, next))?.focus();
  };
  return (
    <div
      class="segmented view-tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={(e) => {
        const at = ids.indexOf(selected);
        const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: ids.length - 1 }[e.key];
        if (next === undefined) return;
        e.preventDefault();
        select(ids[(next + ids.length) % ids.length]!);
      }}
    >
      {tabs.map(({ id, icon, label: name }) => (
        <button
          key={id}
          id={tabId(prefix, id)}
          type="button"
          role="tab"
          aria-selected={selected === id}
          aria-controls={selected === id ? panelId(prefix, id) : undefined}
          tabIndex={selected === id ? 0 : -1}
          onClick={() => onSelect(id)}
        >
          <Icon name={icon} />
          <span class="view-tabs__label">{name}</span>
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab: a focus scope, named by its tab. */
export function TabPanel({
  selected,
  prefix = '',
  children,
}: {
  selected: string;
  prefix?: string;
  children: ComponentChildren;
}) {
  return (
    <div
      id={panelId(prefix, selected)}
      role="tabpanel"
      aria-labelledby={tabId(prefix, selected)}
      class="panel"
      data-focus-scope
    >
      {children}
    </div>
  );
}
