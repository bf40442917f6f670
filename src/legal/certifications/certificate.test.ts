import { describe, expect, it } from 'vitest';
import { buildCertificate, type CheckedCitation } from './certificate';
import { requirementsFor } from './match';

const twombly: CheckedCitation = { text: '550 U.S. 544', normalized: 'Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007)', status: 'verified', source: 'corpus' };
const iqbal: CheckedCitation = { text: '556 U.S. 662', normalized: 'Ashcroft v. Iqbal, 556 U.S. 662 (2009)', status: 'verified', source: 'courtlistener' };
const invented: CheckedCitation = { text: 'Smith v. Jones, 999 F.3d 123', normalized: 'Smith v. Jones, 999 F.3d 123', status: 'not-found', source: 'corpus' };
const westlaw: CheckedCitation = { text: '2019 WL 4639462', normalized: null, status: 'unverifiable', source: null };

const starr = requirementsFor({ jurisdiction: 'us-federal', court: 'N.D. Tex.', judge: 'Brantley Starr' });

describe('buildCertificate', () => {
  it('says every citation was verified, and against which source, only when the gate verified every one', () => {
    const certificate = buildCertificate({ citations: [twombly, iqbal, twombly], generatedBy: null, requirements: [] });
    expect(certificate.heading).toBe('Certificate of Citation Verification');
    expect(certificate.note).toMatch(/^No rule requires this certificate/);
    expect(certificate.paragraphs).toContain(
      "VolnaDraft's citation check verified each of the 3 citations in this paper: 2 against VolnaDraft's case-law library and 1 through CourtListener.",
    );
  });

  it('turns the sentence into a bracketed item naming every unverified citation and its status', () => {
    const { paragraphs } = buildCertificate({ citations: [twombly, invented, westlaw, invented], generatedBy: null, requirements: [] });
    const sentence = paragraphs.find((text) => text.includes('citation check'))!;
    expect(sentence).toBe(
      "VolnaDraft's citation check verified 1 of the 4 citations in this paper (1 against VolnaDraft's case-law library). " +
        '[3 citations are not verified: Smith v. Jones, 999 F.3d 123 (not found, cited 2 times); 2019 WL 4639462 (could not be checked) — verify them before signing]',
    );
    expect(sentence).not.toMatch(/each of the/);
    const none = buildCertificate({ citations: [westlaw], generatedBy: null, requirements: [] }).paragraphs;
    expect(none).toContain("VolnaDraft's citation check verified none of the 1 citation in this paper. [1 citation is not verified: 2019 WL 4639462 (could not be checked) — verify them before signing]");
  });

  it('names the model that wrote sections and asks the attorney for what the order requires', () => {
    const certificate = buildCertificate({ citations: [], generatedBy: { model: 'gpt-4.1', offline: false }, requirements: starr });
    expect(certificate.heading).toBe('Certificate Regarding the Use of Generative Artificial Intelligence');
    expect(certificate.note).toContain('Mandatory Certification Regarding Generative Artificial Intelligence');
    expect(certificate.paragraphs[0]).toBe('This paper was prepared with VolnaDraft; generative artificial intelligence (gpt-4.1) drafted sections of it.');
    expect(certificate.paragraphs[1]).toMatch(/^\[Confirm that a human being checked all language drafted by generative AI .*print reporters or traditional legal databases/);
    expect(certificate.paragraphs).toContain("VolnaDraft's citation check found no citations in this paper.");
  });

  it('says offline templates wrote a draft no model touched, and leaves the date and signature to the attorney\'s block', () => {
    const { paragraphs } = buildCertificate({ citations: [twombly], generatedBy: { model: 'offline templates', offline: true }, requirements: [] });
    expect(paragraphs[0]).toMatch(/offline templates; no generative-AI model in VolnaDraft drafted any part of it/);
    expect(paragraphs.at(-1)).toBe('[Confirm that the undersigned checked each citation to the law or the record, and each quotation, for accuracy.]');
    expect(paragraphs.join('\n')).not.toMatch(/Dated:|By:|Bar No\./);
  });

  it("asks for the portions and the confidentiality statement Judge Vaden's order requires", () => {
    const vaden = requirementsFor({ jurisdiction: 'us-federal', court: 'Court of International Trade', judge: 'Vaden' });
    const { paragraphs } = buildCertificate({ citations: [], generatedBy: { model: 'gpt-4.1', offline: false }, requirements: vaden });
    expect(paragraphs).toContain('[Identify the portions of text drafted with gpt-4.1.]');
    expect(paragraphs.some((text) => text.includes('did not disclose confidential or business proprietary information'))).toBe(true);
  });
});
