import {
  CONTRACT_FIELDS,
  GENERAL_PROVISIONS,
  boilerplate,
  field,
  lawyerOnly,
  optional,
  partyField,
  selectField,
} from './catalogue-builders';
import type { DocumentType } from './schema';

/** Contracts about information and work: the mutual NDA, employment, and independent contractor agreements. */

export const MUTUAL_NDA: DocumentType = {
  id: 'mutual-nda',
  family: 'contract',
  label: 'Mutual Nondisclosure Agreement',
  description: 'Two parties exchange confidential information for a stated purpose and protect it both ways.',
  captioned: false,
  intakeFields: [
    partyField('partyA', 'First party', 'Legal name and description, e.g. "Acme Corp., a Delaware corporation".'),
    partyField('partyB', 'Second party', 'Legal name and description of the other party.'),
    field('textarea', 'purpose', 'Purpose', 'Why the parties share information, e.g. "evaluating a potential acquisition".'),
    field('number', 'termYears', 'Term (years)', 'How long the parties may exchange information under the agreement.'),
    field('number', 'confidentialityYears', 'Confidentiality period (years)', 'How long obligations last after disclosure.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies the parties and the effective date.', [
      'This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{partyA}} and {{partyB}} (each a "Party," and together the "Parties").',
      'The Parties wish to exchange information for the following purpose: {{purpose}} (the "Purpose").',
    ]),
    boilerplate('definitions', 'Definition of Confidential Information', 'Defines what is protected.', [
      '"Confidential Information" means all non-public information disclosed by a Party (the "Discloser") to the other Party (the "Recipient"), in any form, that is marked confidential or that a reasonable person would understand to be confidential from its nature and the circumstances of disclosure, including business plans, financial information, customer information, technical data, trade secrets and know-how.',
    ]),
    boilerplate('exclusions', 'Exclusions', 'Lists what is not Confidential Information.', [
      'Confidential Information does not include information that the Recipient can show (a) is or becomes publicly available through no fault of the Recipient; (b) was lawfully known to the Recipient before disclosure without a duty of confidentiality; (c) is lawfully received from a third party without a duty of confidentiality; or (d) is independently developed by the Recipient without use of the Confidential Information.',
    ]),
    boilerplate('obligations', 'Obligations of the Recipient', 'Use and disclosure limits.', [
      'The Recipient will use Confidential Information only for the Purpose, will protect it with at least the care it uses for its own information of like importance and no less than reasonable care, and will disclose it only to its employees, officers and advisers who need to know it for the Purpose and are bound by confidentiality obligations at least as protective as these.',
      'If the Recipient is required by law or legal process to disclose Confidential Information, it will, where legally permitted, give the Discloser prompt notice and reasonable assistance so the Discloser may seek a protective order, and will disclose only what is legally required.',
    ]),
    boilerplate('term', 'Term and Return of Information', 'How long the agreement and the obligations last.', [
      'This Agreement governs disclosures made during {{termYears}} year(s) from the effective date. The Recipient\'s obligations for each item of Confidential Information continue for {{confidentialityYears}} year(s) after its disclosure, and for trade secrets for as long as they remain trade secrets under applicable law.',
      'On the Discloser\'s written request, the Recipient will promptly return or destroy the Confidential Information and certify that it has done so, except for copies retained under a legal obligation or automatic backup, which remain subject to this Agreement.',
    ]),
    boilerplate('remedies', 'No License; Remedies', 'No rights granted; equitable relief.', [
      'All Confidential Information remains the property of the Discloser, and no license or other right is granted except as stated. Confidential Information is provided "as is."',
      'Unauthorized use or disclosure may cause irreparable harm for which damages are inadequate, and the Discloser may seek injunctive relief in addition to any other remedy.',
    ]),
    GENERAL_PROVISIONS,
  ],
};

export const EMPLOYMENT_AGREEMENT: DocumentType = {
  id: 'employment-agreement',
  family: 'contract',
  label: 'Employment Agreement',
  description: 'Terms of employment: position, compensation, benefits, confidentiality and termination.',
  captioned: false,
  intakeFields: [
    partyField('employer', 'Employer', 'Legal name and description of the employer.'),
    partyField('employee', 'Employee', 'Full legal name of the employee.'),
    field('text', 'position', 'Position', 'Job title and, if useful, the supervisor it reports to.'),
    field('date', 'startDate', 'Start date', 'First day of employment.'),
    field('money', 'baseSalary', 'Annual base salary', 'Gross annual salary in US dollars.'),
    selectField('employmentBasis', 'Employment basis', 'At-will employment or a fixed term.', [
      ['at-will', 'At will'],
      ['fixed-term', 'Fixed term'],
    ]),
    field('textarea', 'benefits', 'Benefits', 'Plans, paid time off and other benefits to describe.', false),
    field('text', 'workLocation', 'Work location', 'City and state where the employee works; it decides which state law limits apply.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies employer, employee and the effective date.', [
      'This Employment Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{employer}} (the "Company") and {{employee}} (the "Employee").',
    ]),
    boilerplate('position', 'Position and Duties', 'Role, start date and place of work.', [
      'The Company employs the Employee as {{position}}, beginning {{startDate}}, working from {{workLocation}}. The Employee will perform the duties customary for that position and those reasonably assigned by the Company, and will devote full business time to the Company.',
    ]),
    boilerplate('compensation', 'Compensation and Benefits', 'Salary, withholding and benefits.', [
      'The Company will pay the Employee an annual base salary of {{baseSalary}}, in accordance with its regular payroll practices and less applicable withholdings.',
      'The Employee may participate in the benefits the Company offers similarly situated employees, subject to the terms of each plan: {{benefits}}.',
    ]),
    boilerplate('confidentiality', 'Confidentiality and Inventions', 'Protects company information and work product.', [
      'The Employee will keep the Company\'s confidential information in confidence during and after employment and use it only for the Company\'s business. Work product the Employee creates within the scope of employment belongs to the Company to the extent permitted by applicable law.',
    ]),
    lawyerOnly('restrictive-covenants', 'Restrictive Covenants', 'Non-solicitation or non-competition terms, which many states restrict; the attorney must confirm enforceability where the employee works.'),
    boilerplate('termination', 'Employment Basis and Termination', 'At-will or fixed term; what is owed on termination.', [
      'Employment basis: {{employmentBasis}}. Where employment is at will, either party may end it at any time, with or without cause or notice. On termination the Company will pay all earned but unpaid compensation as required by law.',
    ]),
    optional(lawyerOnly('severance', 'Severance', 'Any severance terms and release conditions negotiated for this employee.')),
    GENERAL_PROVISIONS,
  ],
};

export const CONTRACTOR_AGREEMENT: DocumentType = {
  id: 'contractor-agreement',
  family: 'contract',
  label: 'Independent Contractor / Services Agreement',
  description: 'A client engages a contractor for defined services, fees and deliverables, without employment.',
  captioned: false,
  intakeFields: [
    partyField('client', 'Client', 'Legal name and description of the client.'),
    partyField('contractor', 'Contractor', 'Legal name and description of the contractor.'),
    field('textarea', 'services', 'Services', 'What the contractor will do and deliver.'),
    field('money', 'fee', 'Fee', 'Fee in US dollars (fixed, or per the payment terms below).'),
    field('text', 'paymentTerms', 'Payment terms', 'E.g. "monthly in arrears, net 30 from invoice".'),
    field('number', 'noticeDays', 'Termination notice (days)', 'Days of written notice either party must give to terminate.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies the parties and the effective date.', [
      'This Independent Contractor Services Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{client}} (the "Client") and {{contractor}} (the "Contractor").',
    ]),
    boilerplate('services', 'Services', 'Scope of work.', ['The Contractor will perform the following services (the "Services"): {{services}}.']),
    boilerplate('fees', 'Fees and Payment', 'What the client pays and when.', [
      'The Client will pay the Contractor {{fee}} for the Services, payable {{paymentTerms}}. The Contractor is responsible for its own expenses unless the Client approves them in advance in writing.',
    ]),
    boilerplate('relationship', 'Independent Contractor Relationship', 'Contractor status, taxes and control.', [
      'The Contractor is an independent contractor and not an employee, partner or agent of the Client. The Contractor controls the manner and means of performing the Services, provides its own tools, and is solely responsible for its taxes, insurance and any workers it engages.',
    ]),
    boilerplate('ip', 'Work Product and Confidentiality', 'Ownership of deliverables; confidentiality.', [
      'On payment, the Contractor assigns to the Client all rights in the deliverables created specifically for the Client under this Agreement. Each party will keep the other\'s non-public information confidential and use it only to perform this Agreement.',
    ]),
    boilerplate('termination', 'Term and Termination', 'How the engagement ends.', [
      'Either party may terminate this Agreement on {{noticeDays}} days\' written notice. The Client will pay for Services performed through the termination date.',
    ]),
    optional(lawyerOnly('special-terms', 'Special Terms', 'Any negotiated terms: milestones, acceptance, liability caps, insurance.')),
    GENERAL_PROVISIONS,
  ],
};
