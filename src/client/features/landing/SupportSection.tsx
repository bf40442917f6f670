import { BookOpen, Bot, Mail, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { landing } from './content';

const channelIcons: LucideIcon[] = [Bot, Mail, BookOpen];

export function SupportSection() {
  const { support } = landing;
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="rounded-3xl bg-ink-900 px-6 py-14 text-white sm:px-12">
        <div className="max-w-2xl">
          <h2 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{support.title}</h2>
          <p className="mt-4 text-lg leading-8 text-ink-200">{support.body}</p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {support.channels.map((channel, index) => {
            const Icon = channelIcons[index % channelIcons.length]!;
            return (
              <div key={channel.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                <Icon className="size-6 text-brass-300" aria-hidden />
                <h3 className="mt-4 font-semibold">{channel.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-200">{channel.body}</p>
              </div>
            );
          })}
        </div>
        <Button asChild className="mt-10" size="lg">
          <Link to="/support">{support.cta}</Link>
        </Button>
      </div>
    </section>
  );
}
