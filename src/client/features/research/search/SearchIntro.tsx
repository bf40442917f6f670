import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

const EXAMPLES = ['qualified immunity', 'Miranda v. Arizona', 'dormant commerce clause', '410 U.S. 113'];

/** Before a search: what can be searched, a few examples to start from, and the citation checker. */
export function SearchIntro() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="examples-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
        <h2 id="examples-title" className="font-semibold text-ink-950">Try a search</h2>
        <p className="mt-1 text-sm text-ink-600">Case names, citations and words in the opinions all work; matching words are highlighted.</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <Link
                to={`/research?${new URLSearchParams({ q: example })}`}
                className="inline-flex rounded-full border border-ink-200 px-3 py-1.5 text-sm text-ink-800 hover:border-ink-400 hover:bg-ink-50"
              >
                {example}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="check-title" className="rounded-2xl bg-ink-900 p-6 text-white shadow-sm">
        <ShieldCheck className="size-6 text-brass-300" aria-hidden />
        <h2 id="check-title" className="mt-3 font-semibold">Checking a brief?</h2>
        <p className="mt-1 text-sm text-ink-200">Paste it and see every citation marked verified, mismatched or not found, quotations included.</p>
        <Link to="/research/check" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brass-300 hover:text-brass-200">
          Check citations <ArrowRight className="size-4" aria-hidden />
        </Link>
      </section>
    </div>
  );
}
