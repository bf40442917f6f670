import { ArrowRight, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import type { DraftingTypesResponse } from '../../../shared/api/drafts';
import { useDraftingTypes } from '../drafting/drafts-queries';
import { newDraftHref } from '../drafting/new/new-draft-links';
import { ProblemNotice } from '../research/ProblemNotice';

type Family = DraftingTypesResponse['types'][number]['family'];

const FAMILIES: { family: Family; label: string }[] = [
  { family: 'motion', label: 'Motions' },
  { family: 'pleading', label: 'Pleadings' },
  { family: 'memorandum', label: 'Memoranda' },
  { family: 'contract', label: 'Contracts' },
];

function TemplateList({ catalogue }: { catalogue: DraftingTypesResponse }) {
  return (
    <div className="grid gap-8">
      {FAMILIES.map(({ family, label }) => {
        const types = catalogue.types.filter((type) => type.family === family);
        if (types.length === 0) return null;
        return (
          <section key={family} aria-labelledby={`templates-${family}`}>
            <h3 id={`templates-${family}`} className="text-lg font-semibold text-ink-950">{label}</h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {types.map((type) => (
                <li key={type.id} className="flex flex-col rounded-xl border border-ink-100 bg-white p-4 shadow-sm" data-testid="template">
                  <p className="font-semibold text-ink-950">{type.label}</p>
                  <p className="mt-1 flex-1 text-sm text-ink-600">{type.description}</p>
                  <p className="mt-2 text-xs text-ink-600">{type.sections.length} sections · an intake form of {type.intakeFields.length} fields</p>
                  <Link
                    to={newDraftHref(type.id)}
                    className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-ink-900 hover:text-brass-700"
                    aria-label={`Start a draft: ${type.label}`}
                  >
                    Start a draft <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function RulePacks({ catalogue }: { catalogue: DraftingTypesResponse }) {
  const packs = catalogue.jurisdictions.filter((jurisdiction) => jurisdiction.rulePack);
  return (
    <section aria-labelledby="rule-packs-title" className="mt-12">
      <h3 id="rule-packs-title" className="text-lg font-semibold text-ink-950">Jurisdictions with a rule pack</h3>
      <p className="mt-1 text-sm text-ink-600">
        Drafts for these jurisdictions are checked against the rules below. Every other state and the District of Columbia can be
        drafted for, and such a draft says that its compliance is not checked.
      </p>
      <ul className="mt-4 grid gap-3">
        {packs.map((pack) => (
          <li key={pack.id} className="flex gap-3 rounded-xl border border-ink-100 bg-white p-4">
            <Landmark className="mt-0.5 size-5 shrink-0 text-brass-600" aria-hidden />
            <div>
              <p className="font-semibold text-ink-950">{pack.label}</p>
              <p className="mt-1 text-sm text-ink-600">{pack.rulePackName}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The drafting studio's document types, each a way straight into /drafts/new, and the rule packs that check them. */
export function DraftingTemplates() {
  const catalogue = useDraftingTypes();
  if (catalogue.isPending) return <p className="text-sm text-ink-600" role="status">Loading the document types…</p>;
  if (catalogue.isError) {
    return <ProblemNotice title="The document types could not be loaded" error={catalogue.error} onRetry={() => catalogue.refetch()} />;
  }
  return (
    <>
      <TemplateList catalogue={catalogue.data} />
      <RulePacks catalogue={catalogue.data} />
    </>
  );
}
