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
