import { BookOpen, LifeBuoy, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

const WAYS = [
  { to: '/help', label: 'Search the help center', body: 'Answers on accounts, drafting, research and tokens.', icon: BookOpen },
  { to: '/faq', label: 'Read the FAQ', body: 'Short answers on accuracy, confidentiality and plans.', icon: MessageCircleQuestion },
  { to: '/support', label: 'Contact support', body: 'Write to our team, or ask the support assistant.', icon: LifeBuoy },
];

/** Where to turn next when a page did not answer the question. */
export function MoreHelp({ title = 'Still have a question?', omit }: { title?: string; omit?: string }) {
  const ways = WAYS.filter((way) => way.to !== omit);
  return (
    <section aria-labelledby="more-help-title" className="mt-14 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="more-help-title" className="font-serif text-xl font-semibold text-ink-950">{title}</h2>
      <ul className={cn('mt-5 grid gap-4', ways.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {ways.map(({ to, label, body, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="group flex h-full flex-col rounded-xl border border-ink-100 p-4 hover:border-ink-300">
              <Icon className="size-5 text-brass-600" aria-hidden />
              <span className="mt-3 text-sm font-semibold text-ink-950 group-hover:underline">{label}</span>
              <span className="mt-1 text-sm text-ink-600">{body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
