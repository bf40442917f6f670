/**
 * Regular-expression sources (matched case-insensitively) for contract clauses that states restrict. They find
 * likely clauses for a lawyer to review; a miss or a false hit is possible, which is why findings quote the match.
 */

/** A promise not to compete: "non-compete", "covenant not to compete", "shall not ... compete". */
export const NONCOMPETE_PATTERNS = [
  String.raw`\bnon-?compet(?:e|ition)\b`,
  String.raw`\bcovenants?\s+not\s+to\s+compete\b`,
  String.raw`\b(?:shall|will|may)\s+not\b[^.]{0,80}?\b(?:compete|engage\s+in\s+(?:any\s+)?competing)\b`,
  String.raw`\brefrain\s+from\b[^.]{0,40}?\bcompet(?:e|ing)\b`,
];

/** A promise not to solicit customers, clients or employees. */
export const NONSOLICIT_PATTERNS = [
  String.raw`\bnon-?solicit(?:ation)?\b`,
  String.raw`\b(?:shall|will|may)\s+not\b[^.]{0,80}?\bsolicit\b`,
];

/** Governing law or a forum in a named state other than California. */
export const NON_CALIFORNIA_LAW_OR_FORUM_PATTERNS = [
  String.raw`\blaws?\s+of\s+the\s+(?:state|commonwealth)\s+of\s+(?!california\b)[a-z]+`,
  String.raw`\b(?:courts?|venue|forum)\b[^.]{0,80}?\bin\s+(?:the\s+)?(?:state|commonwealth)\s+of\s+(?!california\b)[a-z]+`,
];

/** An employee's promise to assign inventions or work product, or a statement that they belong to the employer. */
export const INVENTION_ASSIGNMENT_PATTERNS = [
  String.raw`\bassigns?\b[^.]{0,120}?\binventions?\b`,
  String.raw`\binventions?\b[^.]{0,120}?\b(?:belongs?\s+to|(?:are|is|will\s+be|shall\s+be)\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?)?property\s+of|(?:shall|will)\s+be\s+assigned)\b`,
  String.raw`\bwork\s+product\b[^.]{0,120}?\b(?:belongs?\s+to|property\s+of|assigns?\b|(?:shall|will)\s+be\s+assigned)`,
];

/** Words saying the assignment does not reach what the employee invents on their own time with their own means. */
export const OWN_TIME_INVENTION_CARVE_OUT_PATTERNS = [
  String.raw`\bdoes\s+not\s+apply\s+to\b[^.]{0,120}?\binventions?\b[^.]{0,200}?\bown\s+time\b`,
  String.raw`\binventions?\b[^.]{0,200}?\bentirely\s+on\s+(?:(?:the\s+)?employee['’]s|his\s+or\s+her|his|her|their)\s+own\s+time\b`,
];

/** A term that renews itself unless a party gives notice. */
export const AUTOMATIC_RENEWAL_PATTERNS = [
  String.raw`\bauto(?:matic(?:ally)?)?[\s-]?renew`,
  String.raw`\bevergreen\b`,
  String.raw`\b(?:shall|will)\s+(?:be\s+deemed\s+)?(?:renew|renewed|extend|extended)\b[^.]{0,120}?\bunless\b`,
];

/** "14 days", "fourteen (14) calendar days". */
export const FOURTEEN_DAYS_PATTERN = String.raw`\b(?:14|fourteen)\s*(?:\(14\)\s*)?(?:calendar\s+)?days\b`;

/** Advice in writing to see a lawyer: "consult with an attorney", "consult legal counsel". */
export const CONSULT_ATTORNEY_PATTERN = String.raw`\bconsult\s+(?:with\s+)?(?:an?\s+|independent\s+|legal\s+|(?:his|her|their)\s+own\s+)*(?:attorney|lawyer|counsel)\b`;
