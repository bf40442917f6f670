import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** The invitation at the end of an article: start with the free trial tokens, or look at the tools first. */
export function TryVolnaDraft({ title = 'Try it on your next matter' }: { title?: string }) {
  return (
    <section aria-labelledby="try-title" className="mt-14 rounded-2xl bg-ink-900 px-6 py-8 text-white sm:px-8">
      <h2 id="try-title" className="font-serif text-2xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-xl text-ink-100">
        A new account starts with 10,000 trial tokens: enough to draft, research and check citations before you choose a plan.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/signup">Get Started</Link>
        </Button>
        <Button asChild variant="ghostLight">
          <Link to="/tutorials">Follow a tutorial</Link>
        </Button>
      </div>
    </section>
  );
}
