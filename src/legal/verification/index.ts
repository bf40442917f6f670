// Pure checks behind citation verification: does a case name, a quotation or a treatment claim match the opinion?
export { MAX_CITATION_DISTANCE, attributeQuotations } from './attribute-quotations';
export type { TextSpan } from './attribute-quotations';
export { caseNamesMatch } from './case-names-match';
export { detectTreatment } from './detect-treatment';
export { MAX_QUOTATION_LENGTH, MIN_QUOTATION_WORDS, extractQuotations } from './extract-quotations';
export type { Quotation } from './extract-quotations';
export { BRACKET_GAP, ELLIPSIS_GAP, EVIDENCE_WORDS, findQuotation } from './find-quotation';
export { prepareOpinionText } from './opinion-text';
export type { PreparedOpinionText } from './opinion-text';
export type { Treatment } from './treatment-rules';
