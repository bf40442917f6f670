import { describe, expect, it } from 'vitest';
import { findClauses } from './clauses';
import { blocksOf } from './contracts.fixture';
import { CALIFORNIA_EMPLOYEE_NDA } from './labelled-set.fixture';
import { TEXAS_EMPLOYEE_DELAWARE_LAW } from './labelled-set-planted.fixture';
import { BPC_16600, LAB_CODE_925, mandatoryLawFindings } from './mandatory-law';
import { contractValues } from './values';

const check = (blocks: ReturnType<typeof blocksOf>) => {
  const { clauses } = findClauses(blocks);
  return mandatoryLawFindings({ blocks, clauses, values: contractValues(blocks, clauses), typeId: null });
};

describe('law that overrides the contract', () => {
  it("holds a California employee's Delaware law, Delaware courts and non-compete to California law, each with its source", () => {
    const { findings } = check(CALIFORNIA_EMPLOYEE_NDA.blocks);
    expect(findings.map((finding) => [finding.source, finding.clause, finding.severity])).toEqual([
      [LAB_CODE_925, 'governing-law', 'error'], [LAB_CODE_925, 'venue', 'error'], [BPC_16600, 'non-compete', 'error'],
    ]);
  });

  it('says it did not check when the contract does not say where the employee lives and works', () => {
    const blocks = blocksOf(CALIFORNIA_EMPLOYEE_NDA.blocks.map((block) => block.text).map((text) => text.replace(/ in (?:San Jose|Palo Alto), California/g, '')));
    expect(check(blocks)).toEqual({ findings: [], notes: [expect.stringMatching(/^Not checked \(Cal\. Lab\. Code § 925; Cal\. Bus\. & Prof\. Code §§ 16600, 16600\.5\): the contract does not say where the employee lives and works/)] });
  });

  it('says the California rules were not applied to an employee the contract puts in another state', () => {
    expect(check(TEXAS_EMPLOYEE_DELAWARE_LAW.blocks)).toEqual({ findings: [], notes: [
      `Not applied (Cal. Lab. Code § 925; Cal. Bus. & Prof. Code §§ 16600, 16600.5): the contract says the employee lives or works in Texas, not California, whose rules on an employee's choice of law, courts and non-compete these are.`,
    ] });
  });

  it('leaves a contract with no employee alone', () => {
    expect(check(blocksOf(['This Agreement is governed by the laws of the State of Delaware.', '5. Non-Competition. Seller shall not compete with Buyer.']))).toEqual({ findings: [], notes: [] });
  });
});
