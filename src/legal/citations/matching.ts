import { findReporterEdition } from './reporters';
import type { SourceSpan } from './types';

export function groupsOf(match: RegExpExecArray): Record<string, string | undefined> {
  return match.groups ?? {};
}

export function stickyMatch(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** The span a whole match covers. */
export function spanOf(match: RegExpExecArray): SourceSpan {
  return { start: match.index, end: match.index + match[0].length, text: match[0] };
}

/** The canonical abbreviation of a known reporter; an unknown one keeps its spelling, with spacing tidied. */
export function canonicalReporter(spelling: string): string {
  return findReporterEdition(spelling)?.abbreviation ?? spelling.replace(/\s+/g, ' ').trim();
}
