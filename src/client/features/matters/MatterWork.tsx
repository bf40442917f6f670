import { FilePen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { DocumentUpload } from '../documents/upload/DocumentUpload';
import { newDraftHref } from '../drafting/new/new-draft-links';
import { WorkFilter, useWorkFilter } from '../sessions/WorkFilter';
import { WorkList } from '../sessions/WorkList';
import { withMatter } from './matter-links';

/** The matter's conversations, drafts and documents, and ways to start each inside it. Members only. */
export function MatterWork({ matterId }: { matterId: string }) {
  const [show, setShow] = useWorkFilter();
  return (
    <section aria-labelledby="matter-work-title" className="grid content-start gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="matter-work-title" className="font-serif text-2xl font-semibold text-ink-950">Work in this matter</h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={withMatter(newDraftHref(), matterId)}>
              <FilePen aria-hidden /> New draft
            </Link>
          </Button>
          <Button asChild variant="dark">
            <Link to={withMatter('/chat', matterId)}>
              <Plus aria-hidden /> New conversation
            </Link>
          </Button>
        </div>
      </div>
      <DocumentUpload matterId={matterId} matterFixed />
      <div>
        <WorkFilter value={show} onChange={setShow} />
      </div>
      <WorkList show={show} query="" matterId={matterId} />
    </section>
  );
}
