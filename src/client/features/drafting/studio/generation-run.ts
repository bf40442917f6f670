import type { GenerationEvent } from '../../../../shared/api/drafts';
import { formatCount } from '../../sessions/format';

interface PlannedSection {
  id: string;
  heading: string;
}

/** A generation under way, as the page shows it: which sections it writes, the one being written, and the cost so far. */
export interface GenerationRun {
  /** The one section being written again, or null when the whole draft is written. */
  sectionId: string | null;
  /** In writing order; the draft's own sections until the server's `start` names them. */
  sections: PlannedSection[];
  started: boolean;
  offline: boolean;
  writing: { sectionId: string; text: string } | null;
  written: string[];
  tokensUsed: number;
}

export type GenerationAction =
  | { type: 'begin'; sectionId: string | null; planned: PlannedSection[] }
  | { type: 'event'; event: GenerationEvent }
  | { type: 'end' };

export function generationReducer(run: GenerationRun | null, action: GenerationAction): GenerationRun | null {
  if (action.type === 'begin') {
    const sections = action.sectionId ? action.planned.filter((s) => s.id === action.sectionId) : action.planned;
    return { sectionId: action.sectionId, sections, started: false, offline: false, writing: null, written: [], tokensUsed: 0 };
  }
  if (action.type === 'end' || !run) return null;
  const { event } = action;
  switch (event.type) {
    case 'start':
      return { ...run, started: true, sections: event.sections, offline: event.offline };
    case 'section-start':
      return { ...run, writing: { sectionId: event.sectionId, text: '' } };
    case 'section-delta':
      if (run.writing?.sectionId !== event.sectionId) return run;
      return { ...run, writing: { ...run.writing, text: run.writing.text + event.delta } };
    case 'section-done':
      return {
        ...run,
        writing: run.writing?.sectionId === event.sectionId ? null : run.writing,
        written: [...run.written, event.sectionId],
        // A running total for the whole run, as the server charges it.
        tokensUsed: Math.max(run.tokensUsed, event.tokensUsed),
      };
    case 'done':
      return { ...run, writing: null, tokensUsed: Math.max(run.tokensUsed, event.tokensUsed) };
    case 'error':
      return { ...run, writing: null };
  }
}

export type SectionPhase = 'waiting' | 'writing' | 'written';

/** Where a section stands in the run: waiting its turn, being written, or written; null when the run leaves it alone. */
export function sectionPhase(run: GenerationRun | null, sectionId: string): SectionPhase | null {
  if (!run) return null;
  if (run.writing?.sectionId === sectionId) return 'writing';
  if (run.written.includes(sectionId)) return 'written';
  return run.sections.some((s) => s.id === sectionId) ? 'waiting' : null;
}

/** What the progress panel says: "Writing section 3 of 9: Argument", how far along, how much is left. */
export function progressOf(run: GenerationRun) {
  const total = run.sections.length;
  const done = run.written.length;
  const at = run.writing ? run.sections.findIndex((s) => s.id === run.writing!.sectionId) : -1;
  const heading = at >= 0 ? run.sections[at]!.heading : '';
  let title: string;
  if (!run.started) title = run.sectionId ? 'Preparing to write the section…' : 'Preparing to write the draft…';
  else if (at < 0) title = done >= total ? 'Finishing…' : 'Starting the next section…';
  else if (run.sectionId) title = `Writing “${heading}”`;
  else title = `Writing section ${at + 1} of ${total}: ${heading}`;
  const left = total - done;
  return {
    title,
    fraction: total === 0 ? 0 : done / total,
    left: left > 0 && !run.sectionId ? `${formatCount(left, 'section')} left` : null,
    tokens: run.offline ? 'Offline: assembled from templates; no tokens used' : `${formatCount(run.tokensUsed, 'token')} used so far`,
  };
}

/**
 * A section's text while it streams in (light Markdown from the model), as plain paragraphs to read: blank lines
 * separate paragraphs, and emphasis and heading marks are dropped until the finished section arrives.
 */
export function streamingParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/^#{1,6}\s+/, '').replace(/\*\*|__/g, '').replace(/(?<![\w*])\*(?!\s)([^*\n]+)\*/g, '$1'))
        .join('\n')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '');
}
