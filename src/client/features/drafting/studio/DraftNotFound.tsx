import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function DraftNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="draft-not-found">
      <span className="flex size-14 items-center justify-center rounded-full bg-ink-50 text-ink-600">
        <FileQuestion className="size-6" aria-hidden />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">Draft not found</h1>
      <p className="mt-3 text-ink-600">This draft does not exist, was deleted, or belongs to another account. Your drafts are listed with your sessions.</p>
      <Button asChild variant="dark" className="mt-8">
        <Link to="/sessions">Go to sessions</Link>
      </Button>
    </section>
  );
}
