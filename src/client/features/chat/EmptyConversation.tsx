import { FileSearch, Library, PenLine, type LucideIcon } from 'lucide-react';
import type { ChatMode } from '../../../shared/api/chat';

interface ExamplePrompt {
  mode: ChatMode;
  icon: LucideIcon;
  title: string;
  prompt: string;
}

const EXAMPLES: ExamplePrompt[] = [
  {
    mode: 'research',
    icon: Library,
    title: 'Research',
    prompt: 'What did the Supreme Court hold in Roe v. Wade, 410 U.S. 113 (1973), and how did later cases treat it?',
  },
  {
    mode: 'draft',
    icon: PenLine,
    title: 'Draft',
    prompt: 'Draft a motion to dismiss for lack of personal jurisdiction, with a supporting memorandum outline.',
  },
  {
    mode: 'review',
    icon: FileSearch,
    title: 'Review',
    prompt: 'Review this passage and check its citations: “As held in Miranda v. Arizona, 384 U.S. 436 (1966), …”',
  },
];

/** A new conversation: what the assistant does, and examples that fill the composer (and set the mode) when picked. */
export function EmptyConversation({ onPick }: { onPick: (example: { mode: ChatMode; prompt: string }) => void }) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-10 text-center sm:px-6 sm:py-14">
        <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Assistant</p>
        <h2 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950">How can I help with your matter?</h2>
        <p className="mt-3 max-w-xl text-ink-600">
          Ask for research, a draft or a review. Choose the jurisdiction and mode above; every citation in an answer is
          checked against the case law and marked with its status.
        </p>
        <ul className="mt-8 grid w-full gap-3 text-left sm:grid-cols-3">
          {EXAMPLES.map(({ mode, icon: Icon, title, prompt }) => (
            <li key={mode}>
              <button
                type="button"
                onClick={() => onPick({ mode, prompt })}
                className="flex h-full w-full flex-col gap-2 rounded-xl border border-ink-100 bg-white p-4 text-left shadow-sm transition hover:border-ink-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brass-300"
              >
                <span className="inline-flex items-center gap-2 text-sm font-semibold text-ink-950">
                  <Icon className="size-4 text-brass-600" aria-hidden /> {title}
                </span>
                <span className="text-sm leading-6 text-ink-600">{prompt}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
