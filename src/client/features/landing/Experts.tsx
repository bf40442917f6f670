import { Scale } from 'lucide-react';
import { landing } from './content';

export function Experts() {
  const { experts } = landing;
  return (
    <section className="border-y border-ink-100 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brass-50 text-brass-600">
            <Scale className="size-6" aria-hidden />
          </span>
          <h2 className="mt-5 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{experts.title}</h2>
        </div>
        <div className="lg:col-span-3">
          <p className="text-lg leading-8 text-ink-700">{experts.body}</p>
          <ul className="mt-8 space-y-4">
            {experts.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-700">
                <span className="mt-2 size-2 shrink-0 rounded-full bg-brass-400" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
