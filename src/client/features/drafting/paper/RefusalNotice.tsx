import { Ban } from 'lucide-react';
import type { PaperRefusal } from '../../../../shared/api/drafts';

/** A goal this jurisdiction has no correct paper for: why, its source, and what the lawyer can use instead. */
export function RefusalNotice({ refusal, typeLabel, jurisdictionLabel }: { refusal: PaperRefusal; typeLabel: string; jurisdictionLabel: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-4" data-testid="paper-refusal">
      <p className="flex items-center gap-2 font-medium text-red-900">
        <Ban className="size-4 shrink-0" aria-hidden /> VolnaDraft does not draft a {typeLabel} for {jurisdictionLabel}
      </p>
      <p className="mt-2 text-sm leading-6 text-red-950">{refusal.explanation}</p>
      <cite className="mt-1 block font-mono text-[0.72rem] not-italic text-red-800">{refusal.citation}</cite>
      {refusal.alternatives.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium text-red-900">Instead:</p>
          <ul className="mt-1 list-disc pl-5 text-sm leading-6 text-red-950">
            {refusal.alternatives.map((alternative) => (
              <li key={alternative}>{alternative}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
