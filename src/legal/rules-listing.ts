import { JURISDICTIONS } from './jurisdictions/list';
import { RULE_PACKS } from './jurisdictions';
import { districtById } from './courts/chosen-court';
import type { Paper } from './procedure';
import { PAPERS, REFUSALS } from './procedure/papers';
import { DISTRICT_PAPERS } from './procedure/papers/federal-districts';

/** A court paper's sourced statements and companions, one list item each; `where` names a district's own form. */
function paperLines(paper: Paper, where = ''): string[] {
  const note = paper.effectiveNote ? ` ${paper.effectiveNote}` : '';
  return [
    `- **${paper.name}** for \`${paper.typeId}\`${where} (in force from ${paper.effective}.${note})`,
    ...[...paper.basis, ...paper.standard, ...paper.timing, ...paper.limits].map((item) => `  - ${item.text} (${item.citation})`),
    ...paper.companions.map((companion) =>
      `  - Companion: ${companion.name}${companion.required ? ' (required)' : companion.when ? ` (${companion.when})` : ''} (${companion.citation})`),
    ...paper.checkBeforeFiling.map((item) => `  - Not stated, to confirm: ${item.subject} (${item.citation}): ${item.reason}`),
  ];
}

/**
 * Every rule and every court paper VolnaDraft states, per jurisdiction, as Markdown: what a lawyer or a reviewer
 * reads to see exactly what the product asserts and on what source.
 */
export function rulesListing(): string {
  const out: string[] = [];
  for (const { id, label } of JURISDICTIONS) {
    out.push(`## ${label}`, '');
    const pack = RULE_PACKS.find((candidate) => candidate.jurisdiction === id);
    if (pack) {
      out.push(`### Rules checked (${pack.rules.length})`, '');
      for (const rule of pack.rules) {
        const until = rule.until ? `, until ${rule.until}` : '';
        const note = rule.effectiveNote ? ` ${rule.effectiveNote}` : '';
        out.push(`- **${rule.citation}** (in force from ${rule.effective}${until}; ${rule.severity}): ${rule.summary}${note}`);
      }
      out.push('');
    }
    const papers = PAPERS.filter((paper) => paper.jurisdiction === id);
    if (papers.length > 0) out.push('### Court papers', '');
    for (const paper of papers) out.push(...paperLines(paper));
    for (const { districtId, paper } of DISTRICT_PAPERS.filter((entry) => entry.paper.jurisdiction === id)) {
      out.push(...paperLines(paper, ` in the ${districtById(districtId)?.name ?? districtId} (its local rules' form)`));
    }
    const refusals = REFUSALS.filter((refusal) => refusal.jurisdiction === id);
    for (const refusal of refusals) out.push(`- **Refused:** \`${refusal.typeId}\`: ${refusal.explanation} (${refusal.citation})`);
    out.push('');
  }
  return out.join('\n');
}
