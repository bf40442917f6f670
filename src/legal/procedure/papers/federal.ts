import type { PaperInput, RefusalInput } from '../schema';
import { FEDERAL_MOTION_TO_DISMISS } from './federal-dismiss';
import { FEDERAL_MOTION_TO_COMPEL, FEDERAL_SUMMARY_JUDGMENT } from './federal-motions';

/** United States district courts (Federal Rules of Civil Procedure). */
export const federalPapers: PaperInput[] = [FEDERAL_MOTION_TO_DISMISS, FEDERAL_SUMMARY_JUDGMENT, FEDERAL_MOTION_TO_COMPEL];

// A covenant not to compete is a creature of state law: no federal statute governs private non-competes, and the
// FTC's 2024 rule that would have banned most of them was set aside before it took effect.
const NONCOMPETE_REFUSAL = {
  jurisdiction: 'us-federal' as const,
  explanation: 'There is no federal non-compete covenant to draft: whether a covenant not to compete is enforceable, and on what terms, is governed by state law, and no federal statute governs private non-competes. The FTC\'s 2024 Non-Compete Clause Rule (16 C.F.R. part 910) was set aside nationwide before its effective date. Choose the state whose law governs the covenant.',
  citation: 'Ryan, LLC v. FTC, No. 3:24-cv-00986 (N.D. Tex. Aug. 20, 2024)',
  alternatives: ['Draft the covenant under the law of the state that governs it (where the employee works or the business is carried on).'],
};

export const federalRefusals: RefusalInput[] = [
  { typeId: 'employee-noncompete', ...NONCOMPETE_REFUSAL },
  { typeId: 'sale-of-business-noncompete', ...NONCOMPETE_REFUSAL },
];
