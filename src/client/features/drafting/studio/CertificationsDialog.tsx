import { useQuery } from '@tanstack/react-query';
import { FilePlus2, Gavel, LoaderCircle } from 'lucide-react';
import type { CertificationRequirementView, CertificationsResponse } from '../../../../shared/api/certifications';
import type { ContentSection } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { certificateSection } from './certificate-section';
import { draftPath } from './draft-queries';
import { StudioDialog } from './StudioDialog';
import { afterSaving, failureMessage } from './use-draft-check';

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

function RequirementCard({ requirement }: { requirement: CertificationRequirementView }) {
  return (
    <li className="rounded-lg border border-ink-100 bg-white p-3" data-testid="certification-requirement">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ink-950">{requirement.judge ? `${requirement.judge}, ${requirement.court}` : requirement.court}</p>
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
            requirement.certificateRequired ? 'bg-brass-50 text-brass-700' : 'bg-emerald-50 text-emerald-800',
          )}
        >
          {requirement.certificateRequired ? 'Certificate required' : 'No certificate required'}
        </span>
      </div>
      <p className="mt-1.5 text-sm text-ink-700">{requirement.requires}</p>
      <p className="mt-1.5 font-mono text-[0.7rem] tracking-wide text-ink-500">
        {requirement.source} · in force since {longDate(requirement.effective)}
      </p>
    </li>
  );
}

/**
 * The AI-use orders that reach this draft's court and judge, and the certificate prefilled from the citation check,
 * which the attorney can add to the draft as its last section. It reads the server's copy, so it saves first.
 */
export function CertificationsDialog({
  draftId,
  flush,
  locked,
  replacing,
  onAdd,
  onClose,
}: {
  draftId: string;
  flush: () => Promise<void>;
  /** Something else writes the draft: the certificate cannot be added now. */
  locked: boolean;
  /** The draft already has a certificate: adding replaces it. */
  replacing: boolean;
  onAdd: (section: ContentSection) => void;
  onClose: () => void;
}) {
  const path = `${draftPath(draftId)}/certifications`;
  const { data, isPending, isError, error } = useQuery({
    queryKey: [path],
    queryFn: () => afterSaving(flush, () => apiRequest<CertificationsResponse>('GET', path)),
    retry: false,
    gcTime: 0,
  });
  const certificate = data?.certificate ?? null;

  return (
    <StudioDialog
      title="AI-use certifications"
      description="Court orders on generative-AI use that reach this paper's court and judge, and a certificate prefilled from the citation check."
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose}>Close</Button>
          <Button
            variant="dark"
            size="sm"
            disabled={locked || !certificate}
            onClick={() => {
              if (certificate) onAdd(certificateSection(certificate));
              onClose();
            }}
          >
            <FilePlus2 aria-hidden /> {replacing ? 'Replace the certificate in the draft' : 'Add certificate to the draft'}
          </Button>
        </>
      }
    >
      {isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Checking the citations and the court…
        </p>
      )}
      {isError && <p role="alert" className="text-sm text-red-700">{failureMessage(error)}</p>}
      {data && (
        <div className="grid gap-4">
          <section aria-labelledby="certification-orders">
            <h3 id="certification-orders" className="flex items-center gap-1.5 text-sm font-semibold text-ink-900">
              <Gavel className="size-4" aria-hidden /> Orders for this court
            </h3>
            {data.requirements.length > 0 ? (
              <ul className="mt-2 grid gap-2">
                {data.requirements.map((requirement) => <RequirementCard key={requirement.id} requirement={requirement} />)}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-ink-600">
                None of the orders VolnaDraft tracks reaches this court and judge. The list is short and holds only orders we are sure of: read your judge's standing orders too.
              </p>
            )}
          </section>
          {certificate ? (
            <section aria-labelledby="certification-text" className="rounded-lg border border-ink-100 bg-paper p-3">
              <h3 id="certification-text" className="text-center font-serif text-sm font-semibold uppercase tracking-wide text-ink-950">{certificate.heading}</h3>
              <div className="mt-2 grid gap-1.5 font-serif text-sm text-ink-800" data-testid="certificate-text">
                {certificate.paragraphs.map((text, index) => <p key={index}>{text}</p>)}
              </div>
              <p className="mt-3 border-t border-ink-100 pt-2 text-xs text-ink-600">{certificate.note}</p>
            </section>
          ) : (
            <p className="text-sm text-ink-600">This paper has no caption, so it is not filed with a court: no certificate is offered.</p>
          )}
        </div>
      )}
    </StudioDialog>
  );
}
