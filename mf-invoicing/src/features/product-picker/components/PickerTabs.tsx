import type { KeyboardEvent } from 'react';
import type { PICKER_TABS, PickerTab } from '../picker-filters';

type Props = {
  tabs: typeof PICKER_TABS;
  tab: PickerTab;
  /** Prefix of each tab's id; the panel is labelled by `${idPrefix}-${tab}`. */
  idPrefix: string;
  panelId: string;
  onChange: (tab: PickerTab) => void;
};

/** Tabs Todos / Inventariados / No Inventariados; the arrow keys move between them. */
export function PickerTabs({ tabs, tab, idPrefix, panelId, onChange }: Props) {
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((candidate) => candidate.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const nextTab = tabs[(index + step) % tabs.length]!;
    onChange(nextTab.id);
    document.getElementById(`${idPrefix}-${nextTab.id}`)?.focus();
  };

  return (
    <div role="tablist" aria-label="Tipo de producto" className="flex gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map((candidate) => (
        <button
          key={candidate.id}
          id={`${idPrefix}-${candidate.id}`}
          type="button"
          role="tab"
          aria-selected={tab === candidate.id}
          aria-controls={panelId}
          tabIndex={tab === candidate.id ? 0 : -1}
          onClick={() => onChange(candidate.id)}
          onKeyDown={onTabKeyDown}
          className={`flex-1 rounded-md px-3 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${
            tab === candidate.id ? 'bg-white text-blue-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {candidate.label}
        </button>
      ))}
    </div>
  );
}
