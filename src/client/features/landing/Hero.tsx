import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { landing } from './content';
import { DemoVideo } from './DemoVideo';

export function Hero() {
  const { hero, stats } = landing;
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div
        className="absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_top_right,rgba(204,159,77,0.22),transparent_55%)]"
        aria-hidden
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brass-300 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-4 font-serif text-4xl leading-tight font-semibold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/signup">
                {hero.primaryCta} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghostLight">
              <Link to="/resources">
                <PlayCircle aria-hidden /> {hero.secondaryCta}
              </Link>
            </Button>
          </div>
        </div>
        <DemoVideo />
      </div>
      <div className="relative border-t border-white/10 bg-ink-950/40">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
          {stats.map((stat) => (
            <div key={stat.label} className="flex items-baseline gap-3">
              <dt className="sr-only">{stat.label}</dt>
              <dd className="font-serif text-3xl font-semibold text-brass-300">{stat.value}</dd>
              <dd className="text-sm text-ink-200">{stat.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
