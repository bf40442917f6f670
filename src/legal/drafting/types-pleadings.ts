import {
  ATTORNEY_FIELDS,
  CASE_FIELDS,
  CERTIFICATE_OF_SERVICE,
  boilerplate,
  field,
  lawyerOnly,
  optional,
} from './catalogue-builders';
import type { DocumentType } from './schema';

/** Pleadings: the complaint that starts a civil action and the answer to it. */

export const COMPLAINT: DocumentType = {
  id: 'complaint',
  family: 'pleading',
  label: 'Complaint',
  description: 'Starts a civil action: parties, jurisdiction and venue, facts, causes of action and the relief sought.',
  captioned: true,
  intakeFields: [
    ...CASE_FIELDS,
    field('textarea', 'jurisdictionBasis', 'Basis for jurisdiction and venue', 'Why this court may hear the case and why venue is proper here.'),
    field('textarea', 'keyFacts', 'Key facts', 'The facts the claims rest on, in order.'),
    field('textarea', 'causesOfAction', 'Causes of action', 'Each claim, e.g. "breach of contract; fraud".'),
    field('textarea', 'reliefSought', 'Relief sought', 'Damages, injunction, declaratory relief, fees.'),
    ...ATTORNEY_FIELDS,
  ],
  sections: [
    boilerplate('introduction', 'Introduction', 'Who sues whom.', [
      'Plaintiff(s) {{plaintiffs}} allege(s) as follows against Defendant(s) {{defendants}}.',
    ]),
    boilerplate('parties', 'Parties', 'Identifies each party.', [
      'Plaintiff(s): {{plaintiffs}}.',
      'Defendant(s): {{defendants}}.',
      '[Residence, citizenship or principal place of business of each party, as the basis for jurisdiction requires.]',
    ]),
    lawyerOnly('jurisdiction-venue', 'Jurisdiction and Venue', 'The statutory basis for subject-matter jurisdiction, personal jurisdiction and venue.', [
      '{{jurisdictionBasis}}',
    ]),
    lawyerOnly('facts', 'Factual Allegations', 'Numbered factual allegations supporting every element of each claim.', ['{{keyFacts}}']),
    lawyerOnly('causes-of-action', 'Causes of Action', 'Each count with its elements and the facts that satisfy them.', [
      'Claims to plead: {{causesOfAction}}.',
    ]),
    boilerplate('prayer', 'Prayer for Relief', 'What the plaintiff asks the court to award.', [
      'WHEREFORE, Plaintiff(s) pray(s) for judgment against Defendant(s) as follows: {{reliefSought}}; costs of suit; and such other and further relief as the Court deems just and proper.',
    ]),
    optional(boilerplate('jury-demand', 'Demand for Jury Trial', 'Demands a jury where the plaintiff wants one.', [
      'Plaintiff(s) demand(s) a trial by jury on all issues so triable.',
    ])),
  ],
};

export const ANSWER: DocumentType = {
  id: 'answer',
  family: 'pleading',
  label: 'Answer',
  description: 'Responds to each allegation of a complaint and states the defendant\'s affirmative defenses.',
  captioned: true,
  intakeFields: [
    ...CASE_FIELDS,
    field('date', 'complaintServedDate', 'Complaint served on', 'Date the complaint was served; it sets the response deadline.', false),
    field('textarea', 'responses', 'Responses to allegations', 'Which allegations are admitted, denied, or lack knowledge, by paragraph.'),
    field('textarea', 'affirmativeDefenses', 'Affirmative defenses', 'Each defense to plead, with its factual basis.'),
    ...ATTORNEY_FIELDS,
  ],
  sections: [
    boilerplate('introduction', 'Introduction', 'Who answers which complaint.', [
      'COMES NOW Defendant(s) {{defendants}}, and for an answer to the Complaint of Plaintiff(s) {{plaintiffs}}, admit(s), deny(ies) and allege(s) as follows.',
    ]),
    lawyerOnly('responses', 'Responses to Allegations', 'A response to each numbered paragraph of the complaint.', ['{{responses}}']),
    lawyerOnly('affirmative-defenses', 'Affirmative Defenses', 'Each affirmative defense, separately stated with its factual basis.', [
      '{{affirmativeDefenses}}',
    ]),
    boilerplate('reservation', 'Reservation of Defenses', 'Keeps the right to add defenses found in discovery.', [
      'Defendant(s) reserve(s) the right to seek leave to assert additional defenses as they become known through discovery or further investigation.',
    ]),
    boilerplate('prayer', 'Prayer for Relief', 'What the defendant asks the court to order.', [
      'WHEREFORE, Defendant(s) pray(s) that Plaintiff(s) take nothing by the Complaint, that judgment be entered in favor of Defendant(s), for costs of suit, and for such other and further relief as the Court deems just and proper.',
    ]),
    optional(boilerplate('jury-demand', 'Demand for Jury Trial', 'Demands a jury where the defendant wants one.', [
      'Defendant(s) demand(s) a trial by jury on all issues so triable.',
    ])),
    CERTIFICATE_OF_SERVICE,
  ],
};
