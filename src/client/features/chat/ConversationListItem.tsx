import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ChatSession } from '../../../shared/api/chat';
import { cn } from '../../lib/cn';
import { formatUpdated, MODE_LABELS } from '../sessions/format';

const iconButton = 'rounded p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900';

function RenameForm({ session, onRename, onDone }: { session: ChatSession; onRename: (title: string) => void; onDone: () => void }) {
  const [title, setTitle] = useState(session.title);
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const next = title.trim();
    if (next && next !== session.title) onRename(next);
    onDone();
  };
  return (
    <form onSubmit={save} className="flex items-center gap-1 px-2 py-1.5">
      <label htmlFor={`rename-${session.id}`} className="sr-only">Conversation title</label>
      <input
        id={`rename-${session.id}`}
        value={title}
        maxLength={200}
        autoFocus
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        className="h-8 min-w-0 flex-1 rounded-md border border-ink-300 bg-white px-2 text-sm text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
      />
      <button type="submit" className={iconButton} aria-label="Save title"><Check className="size-4" aria-hidden /></button>
      <button type="button" className={iconButton} aria-label="Cancel renaming" onClick={onDone}><X className="size-4" aria-hidden /></button>
    </form>
  );
}

function DeleteConfirmation({ session, onDelete, onCancel }: { session: ChatSession; onDelete: () => void; onCancel: () => void }) {
  return (
    <div role="alertdialog" aria-label="Delete conversation" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm">
      <p className="text-red-900">
        Delete <span className="font-semibold">“{session.title}”</span> and all its messages? This cannot be undone.
      </p>
      <div className="mt-2 flex gap-2">
        <button type="button" autoFocus onClick={onDelete} className="rounded-md bg-red-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-red-800">
          Delete
        </button>
        <button type="button" onClick={onCancel} className="rounded-md border border-ink-200 bg-white px-2.5 py-1 text-xs font-medium text-ink-800 hover:bg-ink-50">
          Cancel
        </button>
      </div>
    </div>
  );
}

/** A conversation in the sidebar: opens it, and renames or deletes it in place. */
export function ConversationListItem({
  session,
  to,
  current,
  onRename,
  onDelete,
}: {
  session: ChatSession;
  to: string;
  current: boolean;
  onRename: (title: string) => void;
  onDelete: () => void;
}) {
  const [action, setAction] = useState<'rename' | 'delete' | null>(null);
  if (action === 'rename') return <li><RenameForm session={session} onRename={onRename} onDone={() => setAction(null)} /></li>;
  if (action === 'delete') return <li><DeleteConfirmation session={session} onDelete={onDelete} onCancel={() => setAction(null)} /></li>;

  return (
    <li className={cn('group relative min-w-0 rounded-lg', current ? 'bg-ink-900 text-white' : 'hover:bg-ink-50')} data-testid="conversation-item">
      <Link to={to} aria-current={current ? 'page' : undefined} className="block rounded-lg py-2 pr-16 pl-3 focus-visible:ring-2 focus-visible:ring-brass-400">
        <span className={cn('block truncate text-sm font-medium', current ? 'text-white' : 'text-ink-900')}>{session.title}</span>
        <span className={cn('mt-0.5 block truncate text-xs', current ? 'text-ink-200' : 'text-ink-500')}>
          {MODE_LABELS[session.mode]} · {formatUpdated(session.updatedAt)}
        </span>
      </Link>
      <div
        className={cn(
          'absolute top-1/2 right-1.5 flex -translate-y-1/2 gap-0.5 lg:opacity-0 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100',
          current && '[&_button]:text-ink-200 [&_button:hover]:bg-white/10 [&_button:hover]:text-white',
        )}
      >
        <button type="button" className={iconButton} aria-label={`Rename “${session.title}”`} onClick={() => setAction('rename')}>
          <Pencil className="size-3.5" aria-hidden />
        </button>
        <button type="button" className={iconButton} aria-label={`Delete “${session.title}”`} onClick={() => setAction('delete')}>
          <Trash2 className="size-3.5" aria-hidden />
        </button>
      </div>
    </li>
  );
}
