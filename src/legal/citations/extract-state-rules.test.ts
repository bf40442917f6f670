import { describe, expect, it } from 'vitest';
import { extractCitations } from './extract';

const rules = (text: string) =>
  extractCitations(text).flatMap((citation) => (citation.kind === 'rule' ? [`${citation.rules} ${citation.rule}`] : [`${citation.kind}: ${citation.text}`]));

describe('state court rules', () => {
  it('reads the Texas, Florida, California, Illinois and New York court rules the papers cite', () => {
    expect(rules('The motion is timely. Tex. R. Civ. P. 91a.3(a). The claim has no basis in law. Tex. R. Civ. P. 91a.1.')).toEqual([
      'Tex. R. Civ. P. 91a.3(a)', 'Tex. R. Civ. P. 91a.1',
    ]);
    expect(rules('Fla. R. Civ. P. 1.140(b)(6); Fla. R. Jud. Admin. 2.516; Cal. Rules of Court, rule 3.1113(f).')).toEqual([
      'Fla. R. Civ. P. 1.140(b)(6)', 'Fla. R. Gen. Prac. & Jud. Admin. 2.516', 'Cal. Rules of Court, rule 3.1113(f)',
    ]);
    expect(rules('See Ill. S. Ct. R. 191(a) and 22 NYCRR 202.8-b.')).toEqual(['Ill. S. Ct. R. 191(a)', 'N.Y. Comp. Codes R. & Regs. tit. 22, § 202.8-b']);
    expect(rules('under Texas Rule of Civil Procedure 91a and Florida Rule of Civil Procedure 1.140(b)')).toEqual([
      'Tex. R. Civ. P. 91a', 'Fla. R. Civ. P. 1.140(b)',
    ]);
  });

  it('leaves a bare "Rule 91a" and prose about rules alone', () => {
    expect(rules('Rule 91a allows dismissal. The Texas rules of civil procedure apply.')).toEqual([]);
  });
});
