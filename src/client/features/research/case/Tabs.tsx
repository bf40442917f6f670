import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

/** WAI-ARIA tabs: one panel shown, arrow keys move between tabs. The caller keeps which tab is selected. */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      {/* Tabs wrap onto a second row rather than scroll: on a phone a scrolled-off last tab (the document's Ask) went unseen. */}
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-ink-100">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? `panel-${tab.id}` : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap transition-colors',
              tab.id === selected ? 'border-brass-500 text-ink-950' : 'border-transparent text-ink-500 hover:border-ink-200 hover:text-ink-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} tabIndex={0} className="pt-6 focus-visible:outline-none">
        {children}
      </div>
    </div>
  );
}
