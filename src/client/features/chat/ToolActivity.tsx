import { getToolName, isToolUIPart } from 'ai';
import { BookOpen, CircleAlert, FileCheck, LoaderCircle, Search, type LucideIcon } from 'lucide-react';
import type { ChatUIMessage } from './chat-messages';

type Part = ChatUIMessage['parts'][number];

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What the assistant did with the case law while answering, in words; unknown tools are named as they are. */
function describe(name: string, input: unknown, output: unknown): { icon: LucideIcon; label: string } {
  switch (name) {
    case 'search_case_law': {
      const count = Array.isArray(output) ? ` (${output.length} ${output.length === 1 ? 'case' : 'cases'})` : '';
      return { icon: Search, label: `Searched the case law for “${text(field(input, 'query'))}”${count}` };
    }
    case 'get_case': {
      const name = text(field(output, 'name'));
      const asked = text(field(input, 'citation')) || `case ${text(field(input, 'caseId'))}`;
      return { icon: BookOpen, label: name ? `Read ${name}` : `Looked up ${asked}` };
    }
    case 'verify_citations':
      return { icon: FileCheck, label: 'Checked the citations in its draft' };
    default:
      return { icon: Search, label: `Used ${name.replaceAll('_', ' ')}` };
  }
}

/** The answer's tool calls (searches, cases read, citation checks), each with its state. */
export function ToolActivity({ parts }: { parts: Part[] }) {
  const calls = parts.filter(isToolUIPart);
  if (calls.length === 0) return null;
  return (
    <ul className="grid gap-1" aria-label="What the assistant looked up" data-testid="tool-activity">
      {calls.map((part) => {
        const { icon: Icon, label } = describe(getToolName(part), part.input, part.state === 'output-available' ? part.output : undefined);
        const running = part.state === 'input-streaming' || part.state === 'input-available';
        const failed = part.state === 'output-error';
        return (
          <li key={part.toolCallId} className="flex items-center gap-2 text-xs text-ink-500">
            {running ? (
              <LoaderCircle className="size-3.5 animate-spin text-brass-500" aria-hidden />
            ) : failed ? (
              <CircleAlert className="size-3.5 text-red-500" aria-hidden />
            ) : (
              <Icon className="size-3.5 text-ink-400" aria-hidden />
            )}
            <span className="truncate">
              {label}
              {failed && ' — failed'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
