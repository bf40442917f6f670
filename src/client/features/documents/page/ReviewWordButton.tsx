import { useMutation } from '@tanstack/react-query';
import { FileDown, LoaderCircle } from 'lucide-react';
import type { ReviewDocxRequest } from '../../../../shared/api/review-export';
import { Button } from '../../../components/ui/button';
import { ProblemNotice } from '../../research/ProblemNotice';
import { downloadFile } from '../document-requests';
import { documentPath } from '../documents-queries';

/**
 * The review as a Word file of the contract: the accepted replacements (all offered ones when none is accepted yet) as
 * tracked changes signed with the lawyer's name, every finding as a comment on its clause.
 */
export function ReviewWordButton({ documentId, jurisdiction, side, findingIds }: {
  documentId: string;
  jurisdiction: string | null;
  /** The side the review was asked for: its findings (and their ids) depend on it. */
  side: ReviewDocxRequest['side'] | null;
  findingIds: string[];
}) {
  const download = useMutation({
    mutationFn: () => {
      const body: ReviewDocxRequest = { ...(jurisdiction ? { jurisdiction } : {}), ...(side ? { side } : {}), ...(findingIds.length > 0 ? { findingIds } : {}) };
      return downloadFile(`${documentPath(documentId)}/review/docx`, 'review.docx', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  });
  return (
    <div className="grid gap-2">
      <Button variant="outline" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <FileDown aria-hidden />}
        {findingIds.length > 0 ? 'Word with accepted changes' : 'Word with tracked changes'}
      </Button>
      {download.isError && <ProblemNotice title="The Word file could not be made" error={download.error} />}
    </div>
  );
}
