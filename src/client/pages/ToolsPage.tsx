import { ArrowRight, Clock, Library, MessagesSquare, PenLine, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { newDraftHref } from '../features/drafting/new/new-draft-links';
import { usePageTitle } from '../lib/use-page-title';

interface Tool {
  title: string;
  icon: LucideIcon;
  body: string;
  points: string[];
  /** Where the tool opens; none while it is not built yet. */
  to?: string;
  action?: string;
  /** Shortcuts straight into the tool with a choice made (a document type). */
  starts?: { label: string; typeId: string }[];
  access: 'Free to use' | 'With a free account';
}

const TOOLS: Tool[] = [
  {
    title: 'Drafting studio',
    icon: PenLine,
    body: 'Full-length contracts, pleadings, motions and memoranda, drafted for the jurisdiction you choose, with its rules checked item by item where a rule pack covers it.',
    points: [
      'Captions, page limits and required sections from cited court rules and contract-law limits',
      'Every citation checked before export; every gap left for you marked in [brackets]',
      'Export to Word and PDF; drafts saved with your sessions, with every version',
    ],
    to: newDraftHref(),
    action: 'Start a draft',
    starts: [
      { label: 'Motion to dismiss', typeId: 'motion-to-dismiss' },
      { label: 'Complaint', typeId: 'complaint' },
      { label: 'Mutual NDA', typeId: 'mutual-nda' },
    ],
    access: 'With a free account',
  },
  {
    title: 'Case-law research',
    icon: Library,
    body: 'Search the case-law corpus by case name, citation or the words of the opinion, and read each case with every citation linked.',
    points: ['Court and year filters, highlighted matches', 'Cites and cited-by, with the citing passages', 'Overruled and distinguished signals, with the passage that says so'],
    to: '/research',
    action: 'Search case law',
    access: 'Free to use',
  },
  {
    title: 'Check citations',
    icon: ShieldCheck,
    body: 'Paste a brief and see every citation marked verified, mismatched or not found, before it reaches a court.',
    points: ['Case names and years checked against the case found', 'Quotations searched in the cited case’s text', 'Short forms, Id., statutes and rules recognised'],
    to: '/research/check',
    action: 'Check a brief',
    access: 'With a free account',
  },
  {
    title: 'Assistant',
    icon: MessagesSquare,
    body: 'Ask for drafts, research and analysis in conversation; every citation in its answers goes through the same checks.',
    points: ['Streaming answers', 'Citation badges on every answer', 'Jurisdiction-aware prompts'],
    to: '/chat',
    action: 'Open the assistant',
    access: 'With a free account',
  },
];

// A tool without a place in the app yet is labelled as coming.
const isComingSoon = (tool: Tool) => !tool.to;

function ToolCard({ tool }: { tool: Tool }) {
  const Icon = tool.icon;
  const comingSoon = isComingSoon(tool);
  return (
    <article className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-7" data-testid="tool-card">
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
          <Icon className="size-5" aria-hidden />
        </span>
        {comingSoon ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brass-50 px-2.5 py-1 text-xs font-semibold text-brass-700">
            <Clock className="size-3.5" aria-hidden /> Coming soon
          </span>
        ) : (
          <span className="rounded-full bg-ink-50 px-2.5 py-1 text-xs font-medium text-ink-600">{tool.access}</span>
        )}
      </div>
      <h2 className="mt-5 font-serif text-2xl font-semibold text-ink-950">{tool.title}</h2>
      <p className="mt-2 text-sm leading-6 text-ink-600">{tool.body}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-ink-700">
        {tool.points.map((point) => (
          <li key={point} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brass-400" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
      {tool.to && tool.action && (
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to={tool.to} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-900 hover:text-brass-700">
            {tool.action} <ArrowRight className="size-4" aria-hidden />
          </Link>
          {tool.starts && (
            <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink-500">
              or
              {tool.starts.map((start) => (
                <Link key={start.typeId} to={newDraftHref(start.typeId)} className="rounded-full border border-ink-200 px-2.5 py-0.5 text-xs font-medium text-ink-700 hover:border-ink-400 hover:text-ink-900">
                  {start.label}
                </Link>
              ))}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

const STEPS = [
  ['Research', 'Find the controlling authority and check how later cases treated it.'],
  ['Draft', 'Write in the drafting studio, in the form your jurisdiction requires, or ask the assistant.'],
  ['Check', 'Run every citation and quotation through the checker before you file.'],
];

export default function ToolsPage() {
  usePageTitle('Tools', 'The drafting studio, case-law research, citation checking and the assistant: what each VolnaDraft tool does, and where to start.');
  return (
    <div className="relative overflow-hidden">
      <div className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-ink-50 to-transparent" aria-hidden />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Product</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-ink-950 sm:text-5xl">Tools</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-600">
          Draft full documents for your jurisdiction, research case law, and check a brief’s citations, with every citation
          checked the same way wherever it appears.
        </p>
        <p className="mt-3 text-sm text-ink-600">
          New here?{' '}
          <Link to="/tutorials" className="font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700">
            Follow a step-by-step tutorial
          </Link>{' '}
          with screenshots of each tool.
        </p>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {TOOLS.map((tool) => (
            <ToolCard key={tool.title} tool={tool} />
          ))}
        </div>

        <section aria-labelledby="together-title" className="mt-16 rounded-2xl bg-ink-900 px-6 py-10 text-white sm:px-10">
          <h2 id="together-title" className="font-serif text-2xl font-semibold">How they work together</h2>
          <ol className="mt-8 grid gap-8 md:grid-cols-3">
            {STEPS.map(([title, body], index) => (
              <li key={title}>
                <span className="flex size-9 items-center justify-center rounded-full bg-brass-400 font-semibold text-ink-950">{index + 1}</span>
                <h3 className="mt-4 font-semibold text-brass-200">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-200">{body}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
