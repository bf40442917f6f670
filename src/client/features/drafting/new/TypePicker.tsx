import { BookOpenText, Check, Gavel, Handshake, ScrollText, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { DraftingType } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type Family = DraftingType['family'];

const FAMILIES: { family: Family; label: string; icon: LucideIcon }[] = [
  { family: 'contract', label: 'Contracts', icon: Handshake },
  { family: 'pleading', label: 'Pleadings', icon: ScrollText },
  { family: 'motion', label: 'Motions', icon: Gavel },
  { family: 'memorandum', label: 'Memoranda', icon: BookOpenText },
];

const FAMILY_ICONS = Object.fromEntries(FAMILIES.map((entry) => [entry.family, entry.icon])) as Record<Family, LucideIcon>;

function TypeCard({ type, chosen, onChoose }: { type: DraftingType; chosen: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-pressed={chosen}
      data-testid="draft-type"
      className={cn(
        'group flex h-full flex-col rounded-xl border bg-white p-4 text-left transition-colors focus-visible:ring-2 focus-visible:ring-brass-400 focus-visible:outline-none',
        chosen ? 'border-ink-900 ring-1 ring-ink-900' : 'border-ink-100 hover:border-ink-300 hover:bg-ink-50/50',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold text-ink-950">{type.label}</span>
        {chosen && <Check className="size-4 shrink-0 text-ink-900" aria-hidden />}
      </span>
      <span className="mt-1 text-sm leading-6 text-ink-600">{type.description}</span>
      <span className="mt-3 text-xs text-ink-500">
        {type.sections.length} sections{type.captioned ? ' · court caption' : ''}
      </span>
    </button>
  );
}

/** What the chosen document will contain, so the attorney knows what the form is for. */
function ChosenType({ type, onChange }: { type: DraftingType; onChange: () => void }) {
  const Icon = FAMILY_ICONS[type.family];
  return (
    <div className="flex items-start gap-4">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-brass-300 sm:flex">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="pt-0.5 font-serif text-xl font-semibold text-ink-950" data-testid="chosen-type">{type.label}</p>
          <Button type="button" variant="outline" size="sm" onClick={onChange} aria-label={`Change the document (now ${type.label})`}>
            Change
          </Button>
        </div>
        <p className="mt-1 text-sm leading-6 text-ink-600">{type.description}</p>
        <p className="mt-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">Sections</p>
        <ol className="mt-1.5 flex flex-wrap gap-1.5">
          {type.sections.map((section) => (
            <li key={section.id} title={section.purpose} className="rounded-full bg-ink-50 px-2.5 py-0.5 text-xs text-ink-700">
              {section.heading}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** Step 1: the document types, grouped by family; once one is chosen it folds into a summary. */
export function TypePicker({ types, chosen, onChoose }: { types: DraftingType[]; chosen: DraftingType | null; onChoose: (id: string) => void }) {
  const [browsing, setBrowsing] = useState(false);
  if (chosen && !browsing) return <ChosenType type={chosen} onChange={() => setBrowsing(true)} />;

  const choose = (id: string) => {
    setBrowsing(false);
    onChoose(id);
  };
  return (
    <div className="grid gap-7">
      {FAMILIES.map(({ family, label, icon: Icon }) => {
        const members = types.filter((type) => type.family === family);
        if (members.length === 0) return null;
        return (
          <section key={family} aria-labelledby={`family-${family}`}>
            <h3 id={`family-${family}`} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-700 uppercase">
              <Icon className="size-4 text-brass-600" aria-hidden /> {label}
            </h3>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {members.map((type) => (
                <TypeCard key={type.id} type={type} chosen={type.id === chosen?.id} onChoose={() => choose(type.id)} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
