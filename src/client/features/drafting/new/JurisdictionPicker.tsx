import { Check, ChevronsUpDown, Info, Landmark, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DraftingJurisdictionOption } from '../../../../shared/api/drafts';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import { filterJurisdictions } from './jurisdiction-options';

export const RULE_PACK_MARK = 'Rule pack: court rules and contract limits checked';
const NOT_CHECKED = 'Compliance is not checked for this jurisdiction; the draft will say so.';

const LIST_ID = 'jurisdiction-options';
const optionId = (id: string) => `jurisdiction-option-${id}`;

function OptionGroup({
  title,
  options,
  offset,
  active,
  value,
  onHover,
  onChoose,
}: {
  title: string;
  options: DraftingJurisdictionOption[];
  offset: number;
  active: number;
  value: string;
  onHover: (index: number) => void;
  onChoose: (id: string) => void;
}) {
  if (options.length === 0) return null;
  const titleId = `${LIST_ID}-${offset}`;
  return (
    <li role="presentation">
      <p id={titleId} className="sticky top-0 bg-white px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</p>
      <ul role="group" aria-labelledby={titleId}>
        {options.map((option, at) => {
          const index = offset + at;
          return (
            // Keys are handled in the search box (aria-activedescendant); the mouse picks here.
            <li
              key={option.id}
              id={optionId(option.id)}
              role="option"
              aria-selected={option.id === value}
              onMouseMove={() => onHover(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option.id)}
              className={cn('flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink-900', index === active && 'bg-ink-50')}
            >
              <span className="flex-1">{option.label}</span>
              {option.rulePack && <ShieldCheck className="size-4 text-emerald-700" aria-label="Rule pack" />}
              <Check className={cn('size-4 text-ink-900', option.id !== value && 'invisible')} aria-hidden />
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** Whether the chosen jurisdiction's rules are checked, said before the attorney starts. */
export function JurisdictionNote({ option }: { option: DraftingJurisdictionOption | undefined }) {
  if (!option) return null;
  return option.rulePack ? (
    <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900" data-testid="jurisdiction-note">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
      <span>
        <span className="font-medium">{RULE_PACK_MARK}.</span>
        {option.rulePackName && <span className="block text-emerald-800">{option.rulePackName}</span>}
      </span>
    </p>
  ) : (
    <p className="flex items-start gap-2 rounded-lg border border-brass-200 bg-brass-50 px-3.5 py-2.5 text-sm text-ink-800" data-testid="jurisdiction-note">
      <Info className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
      {NOT_CHECKED}
    </p>
  );
}

/** A searchable select of every jurisdiction; those with a rule pack come first (`options` arrive ordered). */
export function JurisdictionPicker({
  options,
  value,
  onChange,
  labelledBy,
}: {
  options: DraftingJurisdictionOption[];
  value: string;
  onChange: (id: string) => void;
  labelledBy: string;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shown = filterJurisdictions(options, query);
  const checked = shown.filter((option) => option.rulePack);
  const unchecked = shown.filter((option) => !option.rulePack);
  const selected = options.find((option) => option.id === value);
  const activeOption = shown[active];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (open && activeOption) document.getElementById(optionId(activeOption.id))?.scrollIntoView({ block: 'nearest' });
  }, [open, activeOption]);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, options.findIndex((option) => option.id === value)));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (id: string) => {
    onChange(id);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((index) => Math.min(index + 1, last)),
      ArrowUp: () => setActive((index) => Math.max(index - 1, 0)),
      Home: () => setActive(0),
      End: () => setActive(last),
      Enter: () => activeOption && choose(activeOption.id),
      Escape: close,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id="jurisdiction-button"
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelledBy} jurisdiction-button`}
        onClick={() => (open ? setOpen(false) : openList())}
        className="flex h-12 w-full items-center gap-3 rounded-lg border border-ink-200 bg-white px-3.5 text-left text-ink-900 shadow-xs hover:border-ink-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
      >
        <Landmark className="size-4 shrink-0 text-ink-500" aria-hidden />
        <span className="min-w-0 flex-1 truncate font-medium">{selected?.label ?? 'Choose a jurisdiction'}</span>
        {selected?.rulePack && <span className="hidden rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 sm:inline">Rule pack</span>}
        <ChevronsUpDown className="size-4 shrink-0 text-ink-400" aria-hidden />
      </button>
      {open && (
        <div className="absolute inset-x-0 z-30 mt-1.5 overflow-hidden rounded-xl border border-ink-100 bg-white shadow-lg">
          <div className="border-b border-ink-100 p-2">
            <SearchInput
              role="combobox"
              aria-expanded
              aria-controls={LIST_ID}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? optionId(activeOption.id) : undefined}
              aria-label="Search jurisdictions"
              placeholder="Search by name or postal code"
              autoFocus
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <ul id={LIST_ID} role="listbox" aria-label="Jurisdictions" className="max-h-72 overflow-y-auto pb-2">
            <OptionGroup title={RULE_PACK_MARK} options={checked} offset={0} active={active} value={value} onHover={setActive} onChoose={choose} />
            <OptionGroup title="Other jurisdictions: rules not checked" options={unchecked} offset={checked.length} active={active} value={value} onHover={setActive} onChoose={choose} />
          </ul>
          {shown.length === 0 && <p className="px-3 pb-4 text-sm text-ink-500">No jurisdiction matches “{query.trim()}”.</p>}
        </div>
      )}
    </div>
  );
}
