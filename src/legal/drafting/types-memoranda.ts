import {
  ATTORNEY_FIELDS,
  CASE_FIELDS,
  CERTIFICATE_OF_SERVICE,
  REPRESENTED_PARTY_FIELD,
  boilerplate,
  field,
  lawyerOnly,
} from './catalogue-builders';
import type { DocumentType } from './schema';

/** Memoranda: the internal research memo and the memorandum of points and authorities filed with a motion. */

export const RESEARCH_MEMO: DocumentType = {
  id: 'research-memo',
  family: 'memorandum',
  label: 'Legal Research Memorandum',
  description: 'An internal, privileged memo answering a legal question for a client matter.',
  captioned: false,
  intakeFields: [
    field('text', 'recipient', 'To', 'The supervising attorney or client contact.'),
    field('text', 'author', 'From', 'The attorney who prepares the memo.'),
    field('date', 'memoDate', 'Date', 'Date of the memo.'),
    field('text', 'clientMatter', 'Client / matter', 'Client name and matter number.'),
    field('textarea', 'question', 'Question presented', 'The legal question to answer, framed with its key facts.'),
    field('textarea', 'keyFacts', 'Key facts', 'The facts the analysis depends on.'),
  ],
  sections: [
    boilerplate('header', 'Memorandum', 'Addressing and privilege notice.', [
      'PRIVILEGED AND CONFIDENTIAL — ATTORNEY WORK PRODUCT',
      'TO: {{recipient}}',
      'FROM: {{author}}',
      'DATE: {{memoDate}}',
      'RE: {{clientMatter}} — law of {{jurisdiction}}',
    ]),
    lawyerOnly('question', 'Question Presented', 'The question, framed narrowly with its legally significant facts.', ['{{question}}']),
    lawyerOnly('brief-answer', 'Brief Answer', 'A direct answer to the question with the reason in one or two sentences.'),
    lawyerOnly('facts', 'Statement of Facts', 'The relevant facts, neutrally stated, with their sources.', ['{{keyFacts}}']),
    lawyerOnly('discussion', 'Discussion', 'The analysis: governing rules, verified authority, application to the facts, counter-arguments.'),
    lawyerOnly('conclusion', 'Conclusion', 'The answer, its confidence, open questions and recommended next steps.'),
  ],
};

export const POINTS_AND_AUTHORITIES: DocumentType = {
  id: 'points-and-authorities',
  family: 'memorandum',
  label: 'Memorandum of Points and Authorities',
  description: 'The brief filed in support of or in opposition to a motion, with the facts and the argument.',
  captioned: true,
  intakeFields: [
    ...CASE_FIELDS,
    REPRESENTED_PARTY_FIELD,
    field('text', 'motionTitle', 'Motion supported or opposed', 'E.g. "Defendant\'s Motion to Dismiss the First Amended Complaint".'),
    field('date', 'hearingDate', 'Hearing date', 'Leave blank if the court decides the motion without a hearing.', false),
    field('textarea', 'issues', 'Issues', 'The issues the court must decide.'),
    field('textarea', 'keyFacts', 'Key facts', 'The facts the argument rests on, with record references.'),
    field('textarea', 'reliefSought', 'Relief sought', 'The ruling the court is asked to make.'),
    ...ATTORNEY_FIELDS,
  ],
  sections: [
    lawyerOnly('introduction', 'Introduction', 'Why the court should rule for the represented party, in a paragraph.', [
      '{{representedParty}} {{representedParties}} submits this Memorandum of Points and Authorities regarding {{motionTitle}}, set for hearing on {{hearingDate}}.',
    ]),
    lawyerOnly('issues', 'Statement of Issues', 'Each issue to be decided, stated neutrally.', ['{{issues}}']),
    lawyerOnly('facts', 'Statement of Facts', 'The relevant facts and procedural history, with record citations.', ['{{keyFacts}}']),
    lawyerOnly('argument', 'Argument', 'The argument on each issue, under headings, with verified authority.'),
    boilerplate('conclusion', 'Conclusion', 'The ruling requested.', [
      'For the foregoing reasons, {{representedParty}} respectfully requests that the Court rule as follows: {{reliefSought}}.',
    ]),
    CERTIFICATE_OF_SERVICE,
  ],
};
