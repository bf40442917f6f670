import { ArrowRight, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { formatUpdated } from './format';

/** Asks before deleting, in place, as the chat's conversation list does. */
function DeleteConfirmation({ prompt, onDelete, onCancel, label }: { prompt: ReactNode; onDelete: () => void; onCancel: () => void; label: string }) {
  return (
    <div role="alertdialog" aria-label={label} className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm sm:w-72">
      <p className="text-red-900">{prompt}</p>
      <div className="mt-3 flex gap-2">
        <button type="button" autoFocus onClick={onDelete} className="rounded-md bg-red-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-800">
          Delete
        </button>
        <button type="button" onClick={onCancel} className="rounded-md border border-ink-200 bg-white px-3 py-1.5 text-xs font-medium text-ink-800 hover:bg-ink-50">
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * A piece of saved work on the sessions page: what it is, when it last changed, what it used, a way back into it,
 * and a delete that asks first.
 */
export function WorkCard({
  testId,
  title,
  to,
  badges,
  updatedAt,
  updatedWord = 'Updated',
  facts,
  openLabel,
  deletePrompt,
  deleteLabel,
  onDelete,
}: {
  testId: string;
  title: string;
  to: string;
  badges: ReactNode;
  updatedAt: string;
  /** What the date says happened: 'Updated', or 'Uploaded' for a document that never changes. */
  updatedWord?: string;
  facts: ReactNode;
  openLabel: string;
  deletePrompt: ReactNode;
  deleteLabel: string;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:items-center" data-testid={testId}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          {badges}
          <span className="text-ink-500">
            {updatedWord} <time dateTime={updatedAt} title={new Date(updatedAt).toLocaleString()}>{formatUpdated(updatedAt)}</time>
          </span>
        </div>
        <h2 className="mt-2 line-clamp-2 font-serif text-xl font-semibold text-ink-950">
          <Link to={to} className="hover:text-ink-700">{title}</Link>
        </h2>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">{facts}</dl>
      </div>
      {confirming ? (
        <DeleteConfirmation
          label={deleteLabel}
          prompt={deletePrompt}
          onDelete={() => {
            setConfirming(false);
            onDelete();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="flex shrink-0 items-center gap-1 self-start sm:self-center">
          <Button asChild variant="outline">
            <Link to={to} aria-label={`${openLabel} “${title}”`}>
              {openLabel} <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button variant="ghost" className="px-2.5 text-ink-500 hover:text-red-700" aria-label={`Delete “${title}”`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}

/** One fact under a card's title: an icon naming it for screen readers, and its value. */
export function WorkFact({ icon: Icon, label, testId, children }: { icon: LucideIcon; label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon className="size-4 text-ink-400" aria-label={label} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
