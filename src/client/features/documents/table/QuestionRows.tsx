import { Plus, X } from 'lucide-react';
import { DOCUMENT_LIMITS } from '../../../../shared/api/documents';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { canAddQuestion } from './table-form';

/** The table's columns: up to ten questions, a row each, added and removed as needed. */
export function QuestionRows({ questions, onChange }: { questions: string[]; onChange: (questions: string[]) => void }) {
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2">
        {questions.map((question, index) => (
          <li key={index} className="flex items-center gap-2">
            <span className="w-6 shrink-0 text-right text-sm text-ink-500 tabular-nums">{index + 1}.</span>
            <Input
              value={question}
              maxLength={DOCUMENT_LIMITS.questionChars}
              onChange={(event) => onChange(questions.map((q, at) => (at === index ? event.target.value : q)))}
              placeholder={index === 0 ? 'What is the term of the agreement?' : 'Another question'}
              aria-label={`Question ${index + 1}`}
              className="h-10"
            />
            <button
              type="button"
              onClick={() => onChange(questions.filter((_, at) => at !== index))}
              disabled={questions.length === 1}
              aria-label={`Remove question ${index + 1}`}
              className="rounded-md p-2 text-ink-500 hover:bg-ink-50 hover:text-red-700 disabled:opacity-40"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" className="justify-self-start" disabled={!canAddQuestion(questions)} onClick={() => onChange([...questions, ''])}>
        <Plus aria-hidden /> Add a question
      </Button>
    </div>
  );
}
