import { CAPTION, buildContent, longParagraph } from './content.fixture';

const FILLER = 'The complaint pleads conclusions where the law requires facts, and the motion should be granted.';
export const filler = (times: number) => longParagraph(FILLER, times);
export const cite = (text: string) => ({ kind: 'paragraph' as const, runs: [{ text }] });

/** A memorandum of points and authorities long enough to span many pages, citing cases, a statute and a rule. */
export const memorandum = () => buildContent({
  caption: { ...CAPTION, documentTitle: 'Memorandum of Points and Authorities' },
  sections: {
    Introduction: [filler(10), cite('Plaintiff sues under 42 U.S.C. § 1983 but pleads no state action.')],
    'Statement of Facts': [filler(16), filler(12)],
    Argument: [
      { kind: 'subheading', runs: [{ text: 'A. The complaint does not state a plausible claim' }] },
      cite('A complaint must plead enough facts to state a claim that is plausible on its face. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007).'),
      filler(14),
      cite('Labels and conclusions will not do. Id. at 555. Dismissal is proper under Fed. R. Civ. P. 12(b)(6).'),
      filler(14),
      cite('The same standard applies to every element. Twombly, 550 U.S. at 556. Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).'),
      { kind: 'subheading', runs: [{ text: 'B. Section 1983 requires state action' }] },
      filler(12),
      cite('Section 1983 reaches only action under color of state law. 42 U.S.C. § 1983. See Smith v. Jones, 999 F.4th 123 (9th Cir. 2031).'),
      filler(12),
      cite('See also Twombly, 550 U.S. at 558; Fed. R. Civ. P. 12(b)(6).'),
    ],
    Conclusion: [filler(4), cite('The Court should dismiss under Fed. R. Civ. P. 12(b)(6).')],
  },
  signatureBlock: ['Respectfully submitted,', '/s/ Jane Roe'],
});
