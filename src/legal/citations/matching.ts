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

export function canonicalReporter(spelling: string): string {
  const edition = findReporterEdition(spelling);
  // The pattern is built from the table, so every spelling it matches is in it.
  if (!edition) throw new Error(`reporter table lost '${spelling}'`);
  return edition.abbreviation;
}
