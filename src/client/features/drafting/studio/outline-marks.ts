import type { Finding, Severity } from '../../../../shared/api/drafts';

export interface OutlineMarks {
  /** By section index: how many findings it has, and the most serious. */
  worst: Map<number, { severity: Severity; count: number }>;
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Which sections a check found problems in, for the outline; findings about the whole document mark none. */
export function outlineMarks(findings: Pick<Finding, 'severity' | 'location'>[]): OutlineMarks {
  const worst = new Map<number, { severity: Severity; count: number }>();
  for (const finding of findings) {
    const index = finding.location.sectionIndex;
    if (index === undefined) continue;
    const seen = worst.get(index);
    const severity = seen && RANK[seen.severity] <= RANK[finding.severity] ? seen.severity : finding.severity;
    worst.set(index, { severity, count: (seen?.count ?? 0) + 1 });
  }
  return { worst };
}
