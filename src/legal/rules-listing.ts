import { JURISDICTIONS } from './jurisdictions/list';
import { RULE_PACKS } from './jurisdictions';
import { PAPERS, REFUSALS } from './procedure/papers';

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
    for (const paper of papers) {
      const note = paper.effectiveNote ? ` ${paper.effectiveNote}` : '';
      out.push(`- **${paper.name}** for \`${paper.typeId}\` (in force from ${paper.effective}.${note})`);
      const sourced = [...paper.basis, ...paper.standard, ...paper.timing, ...paper.limits];
      for (const item of sourced) out.push(`  - ${item.text} (${item.citation})`);
      for (const companion of paper.companions) {
        out.push(`  - Companion: ${companion.name}${companion.required ? ' (required)' : companion.when ? ` (${companion.when})` : ''} (${companion.citation})`);
      }
      for (const item of paper.checkBeforeFiling) out.push(`  - Not stated, to confirm: ${item.subject} (${item.citation}): ${item.reason}`);
    }
    const refusals = REFUSALS.filter((refusal) => refusal.jurisdiction === id);
    for (const refusal of refusals) out.push(`- **Refused:** \`${refusal.typeId}\`: ${refusal.explanation} (${refusal.citation})`);
    out.push('');
  }
  return out.join('\n');
}
