import { describe, expect, it } from 'vitest';
import { detectTreatment } from './detect-treatment';

describe('detectTreatment', () => {
  it.each([
    'We therefore overrule Swain v. Alabama, 380 U.S. 202 (1965), to the extent it is inconsistent with this opinion.',
    'Bowers was not correct when it was decided, and it is not correct today. Bowers should be and now is overruled.',
    'To the extent that Smith holds otherwise, it is overruled.',
    'Hammer v. Dagenhart, 247 U.S. 251 (1918), overruled by United States v. Darby, 312 U.S. 100 (1941).',
    'Five years ago we revisited the issue, and overruled Swain.',
    'United States v. Darby, 312 U.S. 100 (1941), overruling Hammer v. Dagenhart, 247 U.S. 251 (1918).',
    'Although we do not lightly overrule our precedents, we overrule Austin today.',
    'The Court today overrules Bowers, and it does so without a word about reliance.',
    'Smith is no longer good law; it was overruled in Jones, 500 U.S. 1.',
    'OVERRULED in part by Payne v. Tennessee, 501 U.S. 808 (1991).',
    'We hold that Roe and Casey must be overruled, and the authority to regulate abortion is returned to the people.',
    'Wilko v. Swan, 346 U.S. 427 (1953) (parties bound by decision not in “manifest disregard” of the law), ' +
      'overruled on other grounds, Rodriguez de Quijas v. Shearson/American Express, Inc., 490 U.S. 477 (1989).',
  ])('reads overruled in %j', (passage) => {
    expect(detectTreatment(passage)).toBe('overruled');
  });

  it.each([
    'We decline to overrule Miranda, and we hold that it governs the admissibility of statements.',
    'We need not overrule Mezei to decide this case.',
    'Our holding clearly does not overrule McConnell’s holding about soft money.',
    'Roe has never been overruled, and it remains the law.',
    'The Court of Appeals thought Bivens had been implicitly overruled, but it was not overruled.',
    'Miranda was not overruled by Dickerson.',
    'Petitioners ask us to overrule Abood v. Detroit Bd. of Ed., 431 U.S. 209 (1977).',
    '26 States have expressly asked this Court to overrule Roe and Casey.',
    'Respondent urges that Quill should be overruled in light of changes in the economy.',
    'A majority of Justices have expressed their views that Aguilar should be reconsidered or overruled.',
    'We granted certiorari to decide whether to overrule Smith.',
    'I would overrule Apprendi and return to the traditional understanding.',
    'Rather than overrule Belton, we read it narrowly.',
    'The court also overruled the county’s objections to the jury instructions.',
    'The order overruling the motion for a new trial was not appealable.',
    'The Court expressly declines to apply or overrule Mezei.',
    'To the extent that the dissent reads Smith more broadly, we do not overrule it.',
    'The Solicitor General asks that National League of Cities, 426 U.S. 833 (1976), be overruled.',
    'The Court of Appeals thought that Smith had been overruled by implication.',
    'The societal costs of overruling Roe at this late date would be enormous.',
    "The Court's response today, to those who have engaged in a 17-year crusade to overrule Bowers v. Hardwick, 478 U.S. 186 (1986), is very different.",
    'There is a strong case for overruling Lochner.',
    'This is a course nearly as noxious as overruling Roe directly, for if a right is found to be unenforceable, it ceases to be a right.',
    'As the Court wrote in Casey, “overruling Roe’s central holding would not only reach an unjustifiable result under principles of stare decisis.”',
    'Overruling Roe does not mean the overruling of those precedents.',
    'Some have been advocating the overruling of Griswold, Lawrence, and Obergefell for years.',
    'The dissent would welcome the overruling of Smith.',
  ])('does not read overruled in %j', (passage) => {
    expect(detectTreatment(passage)).toBeNull();
  });

  it.each([
    'Seminole Tribe, 517 U.S. 44 (1996), abrogated Hans to that extent.',
    'Frye v. United States, 293 F. 1013 (D.C. Cir. 1923), abrogated by Daubert v. Merrell Dow Pharmaceuticals, Inc.',
    'That decision was abrogated by Rita v. United States, 551 U.S. 338 (2007).',
  ])('reads abrogated in %j', (passage) => {
    expect(detectTreatment(passage)).toBe('abrogated');
  });

  it.each([
    'Congress may abrogate the States’ Eleventh Amendment immunity when it acts under § 5.',
    'The OWBPA abrogates the common-law definition of a knowing and voluntary waiver.',
    'FERC may abrogate a valid contract only if it harms the public interest.',
    'Smith has not been abrogated by any later decision of this Court.',
    'Petitioner contends that Gregg was abrogated by Ring.',
    'Indeed, Congress’ intent to abrogate could not have been any clearer.',
    'Takings Clause invalidates a bankruptcy law that abrogates a vested property interest.',
  ])('does not read abrogated in %j', (passage) => {
    expect(detectTreatment(passage)).toBeNull();
  });

  it.each([
    'In Bowen v. Roy, we expressly distinguished Sherbert on the ground that the Government need not behave in ways.',
    'Tashjian can be fairly distinguished on the grounds that the closed primary law imposed a greater burden.',
    'Katz is distinguishable because the defendant there had a reasonable expectation of privacy.',
    'The present case is easily distinguished from Terry, 392 U.S. 1 (1968).',
    'See Northern Pipeline, 458 U.S. at 85–86 (plurality opinion) (distinguishing the agency orders in Crowell).',
    'These facts distinguish this case from Carroll.',
    'Footnote 2 The Jones court distinguished its earlier holding in Thomas v. Texas, 212 U.S. 278.',
    'Ex parte Young, 209 U.S. 123, 159–160, distinguished.',
    'III The Court takes pains to address and distinguish Puerto Rico v. Branstad.',
  ])('reads distinguished in %j', (passage) => {
    expect(detectTreatment(passage)).toBe('distinguished');
  });

  it.each([
    'Unable to distinguish Richter, petitioner seeks to confine it by caricature.',
    'There is no principled way to distinguish this case from Irwin.',
    'We are unpersuaded by LGE’s attempts to distinguish Univis.',
    'Petitioners argue that Lochner is distinguishable.',
    'Rule 12 likewise distinguishes between defendants and counterclaim defendants.',
    'Judge Friendly, a distinguished jurist, wrote the opinion in Henry v. Williams.',
    'The distinguishing feature of Smith was the absence of a warrant.',
    'This case cannot be distinguished from Gideon.',
    'It is impossible to distinguish Smith on its facts.',
    'Hall Street countered that Kyocera was distinguishable.',
    'The common law distinguished the application of force from a show of authority. Hodari D., 499 U.S. at 626.',
    'The right to exclude others from using it in producing (as distinguished from developing) a hybrid variety.',
    'Beings are distinguished as male and female. Frontiero, 411 U.S. at 686.',
    'Perhaps those factors suffice to distinguish the two cases.',
    'I call this the Smith rule to distinguish it from the noncontroversial principle also expressed in Smith.',
    'That does not explain why the holding must be overruled or how it can be distinguished.',
  ])('does not read distinguished in %j', (passage) => {
    expect(detectTreatment(passage)).toBeNull();
  });

  it.each([
    'Indeed, in reaching that conclusion, we followed a 1931 decision, Lipke v. Lederer, 259 U.S. 557 (1922).',
    'We follow the approach of Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984).',
    'We have consistently followed Strickland in assessing such claims.',
    'Following Batson v. Kentucky, 476 U.S. 79 (1986), we hold that the same rule applies to civil trials.',
    'We adhere to Mathews v. Eldridge, 424 U.S. 319 (1976), and apply its three-part test.',
    'We reaffirm that a Bivens cause of action may not lie where national security is at issue.',
    'In reaffirming Roe, the Casey Court described the centrality of the decision whether to bear a child.',
    'The rule this Court recognized in Ben-Hur and reaffirmed in Zahn.',
  ])('reads followed in %j', (passage) => {
    expect(detectTreatment(passage)).toBe('followed');
  });

  it.each([
    'The procedure followed by the District Court in Smith, 1 U.S. 1, was irregular.',
    'The hearing was followed by an appeal to the Board.',
    'Following the trial, the court entered judgment for respondent.',
    'Following the decision in that case, the Court of Appeals remanded.',
    'We decline to follow Smith, 1 U.S. 1, in this respect.',
    'We have never followed the reasoning of Lochner.',
    'We do not reaffirm Smith’s dicta today.',
    'Petitioners ask us to reaffirm Smith.',
    'The Court in Smith, 1 U.S. 1, held that a warrant was required.',
  ])('does not read followed in %j', (passage) => {
    expect(detectTreatment(passage)).toBeNull();
  });

  it('prefers the strongest treatment the passage states', () => {
    expect(detectTreatment('We distinguished Smith in Jones, and today we overrule it.')).toBe('overruled');
    expect(detectTreatment('We have followed Smith, which Jones later abrogated.')).toBe('abrogated');
    expect(detectTreatment('Following Smith, we find Jones distinguishable.')).toBe('distinguished');
  });

  it('keeps a treatment stated after a negated one', () => {
    expect(detectTreatment('We decline to overrule Smith, but we distinguish it.')).toBe('distinguished');
    expect(detectTreatment('We do not overrule or distinguish Smith; we apply it.')).toBeNull();
  });
});
