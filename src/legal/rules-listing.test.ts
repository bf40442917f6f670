import { describe, expect, it } from 'vitest';
import { RULE_PACKS } from './jurisdictions';
import { PAPERS, REFUSALS } from './procedure/papers';
import { rulesListing } from './rules-listing';

describe('the listing of every rule the product states', () => {
  const listing = rulesListing();

  it('names every rule of every pack with its citation and the date it is in force from', () => {
    for (const rule of RULE_PACKS.flatMap((pack) => pack.rules)) {
      expect(listing).toContain(`**${rule.citation}** (in force from ${rule.effective}`);
      expect(listing).toContain(rule.summary);
    }
  });

  it('names every court paper with its sources, and every refusal with its reason', () => {
    for (const paper of PAPERS) {
      expect(listing).toContain(`**${paper.name}** for \`${paper.typeId}\``);
      for (const item of paper.basis) expect(listing).toContain(`${item.text} (${item.citation})`);
    }
    for (const refusal of REFUSALS) expect(listing).toContain(refusal.explanation);
  });

  it('names a district\'s own form with its local rules', () => {
    expect(listing).toContain('**Motion for Summary Judgment** for `motion-for-summary-judgment` in the Northern District of Texas');
    expect(listing).toContain('Companion: Brief in Support (required) (N.D. Tex. LR 56.5(a))');
  });
});
