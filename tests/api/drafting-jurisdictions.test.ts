import { describe, expect, it } from 'vitest';
import type { DraftDetail, PaperResolution } from '../../src/shared/api/drafts';
import { useDraftingApp } from '../support/drafts';
import { docxParts, intakeFor, resolutionOf } from '../support/papers';

/**
 * Shown by the Word file: for each jurisdiction, "dismiss for failure to state a claim" and a covenant not to compete
 * are drafted as that jurisdiction's own paper (or refused), and the exported DOCX carries the paper's name, its basis,
 * its companion papers under their own headings and its limits. The expectations are written here, from the rules
 * themselves, not read from the data: a paper that loses its basis or a companion fails this test.
 */

interface PaperExpectation {
  /** The paper's own name (a substring of it). */
  name: string;
  /** Citations that must appear in the exported text. */
  citations: string[];
  /** Headings (substrings) the exported file must have: the paper and its companions. */
  headings: string[];
  /** Citations (substrings) the paper's limits must include. */
  limits: string[];
  /** Limits stated in the text itself (a word-count certification). */
  limitsInText?: string[];
}

type CovenantExpectation =
  | ({ kind: 'paper' } & PaperExpectation)
  | { kind: 'refused'; explanation: RegExp; citation: string };

interface JurisdictionRow {
  id: string;
  /** The court a motion here is filed in, for the caption. */
  court: string;
  federal: boolean;
  dismiss: PaperExpectation;
  employeeNoncompete: CovenantExpectation;
  saleOfBusiness?: PaperExpectation;
}

const TABLE: JurisdictionRow[] = [
  {
    id: 'us-federal',
    court: 'United States District Court for the Northern District of California',
    federal: true,
    dismiss: {
      name: 'Motion to Dismiss',
      citations: ['12(b)(6)', 'Rules of Civil Procedure 7(b)(1) and 12(b)'],
      headings: ['Notice of Motion', 'Memorandum of Points and Authorities'],
      // No national page limit: Rule 83 leaves it to each district's local rules.
      limits: ['Fed. R. Civ. P. 83'],
    },
    employeeNoncompete: { kind: 'refused', explanation: /state law/, citation: '' },
  },
  {
    id: 'us-ca',
    court: 'Superior Court of California, County of Alameda',
    federal: false,
    dismiss: {
      name: 'Demurrer',
      citations: ['430.10(e)', 'Code Civ. Proc. § 430.10'],
      headings: ['Notice of', 'Demurrer', 'Memorandum of Points and Authorities', 'Meet and Confer (Code Civ. Proc. § 430.41)', 'Proof of Service'],
      limits: ['rule 3.1113(d)'],
    },
    employeeNoncompete: { kind: 'refused', explanation: /void/, citation: '16600' },
    saleOfBusiness: { name: 'Non-Compete', citations: ['16601'], headings: ['16601'], limits: [] },
  },
  {
    id: 'us-ny',
    court: 'Supreme Court of the State of New York, County of New York',
    federal: false,
    dismiss: {
      name: 'Motion to Dismiss',
      // The notice must specify the ground (CPLR 2214(a)): failure to state a cause of action is CPLR 3211(a)(7).
      citations: ['CPLR 3211(a)', '3211(a)(7)'],
      headings: ['Notice of Motion', 'Affirmation', 'Memorandum of Law', 'Certification of Word Count'],
      limits: ['22 NYCRR 202.8-b'],
      limitsInText: ['202.8-b'],
    },
    employeeNoncompete: { kind: 'paper', name: 'Non-Compete', citations: ['BDO Seidman v. Hirshberg'], headings: [], limits: [] },
  },
  {
    id: 'us-tx',
    court: 'District Court of Travis County, Texas',
    federal: false,
    dismiss: {
      name: 'Rule 91a',
      citations: ['91a'],
      headings: ['Certificate of Service'],
      limits: [],
    },
    employeeNoncompete: { kind: 'paper', name: 'Non-Compete', citations: ['15.50'], headings: [], limits: [] },
  },
  {
    id: 'us-fl',
    court: 'Circuit Court of the Eleventh Judicial Circuit in and for Miami-Dade County, Florida',
    federal: false,
    dismiss: {
      name: 'Motion to Dismiss',
      citations: ['1.140(b)(6)'],
      headings: ['Memorandum of Law', 'Certificate of Service'],
      limits: [],
    },
    employeeNoncompete: { kind: 'paper', name: 'Non-Compete', citations: ['542.335'], headings: ['542.335'], limits: ['542.335(1)(d)'] },
  },
  {
    id: 'us-il',
    court: 'Circuit Court of Cook County, Illinois',
    federal: false,
    dismiss: {
      name: '2-615',
      citations: ['2-615'],
      headings: ['Memorandum of Law', 'Certificate of Service'],
      limits: [],
    },
    employeeNoncompete: {
      kind: 'paper',
      name: 'Non-Compete',
      citations: ['820 ILCS 90/20', '14 calendar days'],
      headings: ['820 ILCS 90/20'],
      limits: ['820 ILCS 90/10'],
    },
  },
];

type Paper = Extract<PaperResolution, { kind: 'paper' }>;
const FEDERAL_MARKS = ['12(b)', 'Fed. R. Civ. P.'];

describe('each jurisdiction drafts its own paper, shown in the Word file', () => {
  const drafting = useDraftingApp();

  async function paperFor(typeId: string, jurisdiction: string): Promise<Paper> {
    const resolution = await resolutionOf(drafting.t.app, typeId, jurisdiction);
    if (resolution.kind !== 'paper') throw new Error(`${typeId} in ${jurisdiction}: expected a paper, got ${resolution.kind}`);
    return resolution;
  }

  /** Creates the draft offline, exports it to Word and reads the file back. */
  async function draftAndExport(typeId: string, row: JurisdictionRow, resolution: Paper) {
    const intake = { ...intakeFor(resolution.type, resolution.paper.grounds?.defaultValue), ...(resolution.type.captioned ? { court: row.court } : {}) };
    const draft = await drafting.client.create({ typeId, jurisdiction: row.id, intake });
    const res = await drafting.client.call('GET', `/api/drafts/${draft.id}/export?format=docx&confirmUnverified=true`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return { draft, ...docxParts(res.rawPayload) };
  }

  async function expectShownBy(typeId: string, row: JurisdictionRow, expected: PaperExpectation) {
    const resolution = await paperFor(typeId, row.id);
    expect(resolution.paper.name).toContain(expected.name);
    const { draft, text, headings } = await draftAndExport(typeId, row, resolution);

    // The paper's name (a caption shows it in capitals).
    expect(text.toLowerCase()).toContain(expected.name.toLowerCase());
    for (const citation of expected.citations) expect(text, `citation ${citation}`).toContain(citation);
    // A paper filed on its own is named by its caption, not by a heading under it (ADR 036).
    const captioned = (name: string) => text.split('\n').some((line) => line.startsWith(name.split(': ')[0]!));
    for (const heading of expected.headings) {
      expect(headings.some((entry) => entry.includes(heading)) || text.includes(heading), `heading "${heading}" in ${JSON.stringify(headings)}`).toBe(true);
    }
    // Every companion the draft holds is there under its own name: its heading, or its own paper's caption.
    for (const companion of resolution.paper.companions.filter((entry) => entry.sectionId)) {
      const section = resolution.type.sections.find((entry) => entry.id === companion.sectionId)!;
      expect(headings.includes(section.heading) || captioned(section.heading), `companion ${companion.id}`).toBe(true);
    }
    for (const limit of expected.limitsInText ?? []) expect(text).toContain(limit);
    if (!row.federal) {
      for (const mark of FEDERAL_MARKS) {
        expect(text, `${row.id} Word file names ${mark}`).not.toContain(mark);
        expect(JSON.stringify(resolution), `${row.id} paper names ${mark}`).not.toContain(mark);
      }
    }
    expect(text).not.toContain('{{');

    const stored = await drafting.client.get(draft.id);
    expectLimits(stored, resolution, expected.limits);
  }

  function expectLimits(stored: DraftDetail, resolution: Paper, limits: string[]) {
    expect(stored.paper?.limits).toEqual(resolution.paper.limits);
    const citations = (stored.paper?.limits ?? []).map((limit) => limit.citation).join(' | ');
    for (const limit of limits) expect(citations, `limit ${limit}`).toContain(limit);
  }

  for (const row of TABLE) {
    it(`${row.id}: dismiss for failure to state a claim`, async () => {
      await expectShownBy('motion-to-dismiss', row, row.dismiss);
    });

    it(`${row.id}: employee non-compete`, async () => {
      const expected = row.employeeNoncompete;
      if (expected.kind === 'paper') return expectShownBy('employee-noncompete', row, expected);
      const resolution = await resolutionOf(drafting.t.app, 'employee-noncompete', row.id);
      if (resolution.kind !== 'refused') throw new Error(`expected a refusal, got ${resolution.kind}`);
      expect(resolution.refusal.explanation).toMatch(expected.explanation);
      expect(resolution.refusal.citation).toContain(expected.citation);
      const general = await resolutionOf(drafting.t.app, 'employee-noncompete', 'us-oh');
      if (general.kind !== 'general') throw new Error(`expected the general type, got ${general.kind}`);
      const refused = await drafting.client.call('POST', '/api/drafts', { typeId: 'employee-noncompete', jurisdiction: row.id, intake: intakeFor(general.type) });
      expect(refused.statusCode).toBe(412);
      expect(refused.json<{ message: string }>().message).toContain(resolution.refusal.explanation);
    });

    if (row.saleOfBusiness) {
      const expected = row.saleOfBusiness;
      it(`${row.id}: sale-of-business non-compete`, async () => {
        await expectShownBy('sale-of-business-noncompete', row, expected);
      });
    }
  }
});
