/**
 * Court orders and policies on generative-AI use in filings: who they bind, what they require, and where they come
 * from. Only orders whose text we are sure of are listed; each entry summarises its source, and the studio tells the
 * attorney to read the order itself before filing.
 */

export interface CertificationRequirement {
  id: string;
  court: string;
  /** The judge whose order it is; null for a rule or policy of the whole court system. */
  judge: string | null;
  source: string;
  /** When the order was issued or amended, or the policy took effect (ISO date). */
  effective: string;
  requires: string;
  /** False for a policy that says no AI certificate is required (the studio must not tell the attorney to add one). */
  certificateRequired: boolean;
  /** The certificate must identify the AI program used and the portions of text it drafted. */
  identifiesPortions?: boolean;
  /** The certificate must say the AI's use disclosed no confidential information. */
  confidentiality?: boolean;
  /** The certificate must say a human checked the AI's language against print reporters or traditional databases. */
  humanCheck?: boolean;
  appliesTo: {
    /** Draft jurisdictions (the studio's ids) a paper for this court may be written under. */
    jurisdictions: string[];
    /** The court's name as a caption writes it, matched on normalised text (see match.ts). */
    court: RegExp;
    /** Courts the requirement does not reach though the name pattern matches (federal courts for a state policy). */
    notCourt?: RegExp;
    /** The judge's surname, for a judge-specific order: it binds only papers before that judge. */
    judgeSurname?: string;
  };
}

// Patterns run on normalised text: lower case, punctuation to spaces ("N.D. Tex." is "n d tex").
const FEDERAL_COURT = /\bunited states\b|\bu s\b|\bfederal\b|\bdistrict of\b|\b[nsewcm] d [a-z]|\bbankruptcy\b/;

export const CERTIFICATION_REQUIREMENTS: readonly CertificationRequirement[] = [
  {
    id: 'nd-tex-starr',
    court: 'U.S. District Court for the Northern District of Texas',
    judge: 'Judge Brantley Starr',
    source: 'Judge Brantley Starr, Judge-Specific Requirements, "Mandatory Certification Regarding Generative Artificial Intelligence" (N.D. Tex. May 30, 2023)',
    effective: '2023-05-30',
    requires:
      'A certificate that either no portion of the filing was drafted by generative artificial intelligence, or that any language drafted by generative AI was checked for accuracy, using print reporters or traditional legal databases, by a human being.',
    certificateRequired: true,
    humanCheck: true,
    appliesTo: { jurisdictions: ['us-federal', 'us-tx'], court: /\bnorthern district of texas\b|\bn d tex(?:as)?\b/, judgeSurname: 'starr' },
  },
  {
    id: 'ed-pa-baylson',
    court: 'U.S. District Court for the Eastern District of Pennsylvania',
    judge: 'Judge Michael M. Baylson',
    source: 'Standing Order Re: Artificial Intelligence ("AI") in Cases Assigned to Judge Baylson (E.D. Pa. June 6, 2023)',
    effective: '2023-06-06',
    requires:
      'Disclose that AI was used in preparing the filing, and certify that each citation to the law or the record in it has been verified as accurate.',
    certificateRequired: true,
    appliesTo: { jurisdictions: ['us-federal', 'us-pa'], court: /\beastern district of pennsylvania\b|\be d pa\b/, judgeSurname: 'baylson' },
  },
  {
    id: 'cit-vaden',
    court: 'U.S. Court of International Trade',
    judge: 'Judge Stephen Alexander Vaden',
    source: 'Order on Artificial Intelligence (Ct. Int\'l Trade June 8, 2023) (Vaden, J.)',
    effective: '2023-06-08',
    requires:
      'A disclosure notice identifying the generative-AI program used and the portions of text drafted with it, and a certification that its use did not disclose confidential or business proprietary information to any unauthorized party.',
    certificateRequired: true,
    identifiesPortions: true,
    confidentiality: true,
    appliesTo: { jurisdictions: ['us-federal', 'us-ny'], court: /\bcourt of international trade\b|\bct int ?l trade\b/, judgeSurname: 'vaden' },
  },
  {
    id: 'nd-ill-fuentes',
    court: 'U.S. District Court for the Northern District of Illinois',
    judge: 'Magistrate Judge Gabriel A. Fuentes',
    source: 'Standing Order for Civil Cases Before Magistrate Judge Fuentes (N.D. Ill., amended May 31, 2023)',
    effective: '2023-05-31',
    requires:
      'A party using a generative-AI tool to conduct legal research or to draft documents for filing must disclose that in the filing, identifying the tool used.',
    certificateRequired: true,
    appliesTo: { jurisdictions: ['us-federal', 'us-il'], court: /\bnorthern district of illinois\b|\bn d ill(?:inois)?\b/, judgeSurname: 'fuentes' },
  },
  {
    id: 'il-supreme-court-ai-policy',
    court: 'Illinois state courts',
    judge: null,
    source: 'Illinois Supreme Court Policy on Artificial Intelligence (effective Jan. 1, 2025)',
    effective: '2025-01-01',
    requires:
      'No certificate required: the policy says disclosure of AI use should not be required in a pleading.',
    certificateRequired: false,
    appliesTo: { jurisdictions: ['us-il'], court: /./, notCourt: FEDERAL_COURT },
  },
];
