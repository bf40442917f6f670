// Pure checks behind citation verification: does a case name, a quotation or a treatment claim match the opinion?
export { MAX_CITATION_DISTANCE, attributeQuotations } from './attribute-quotations';
export type { TextSpan } from './attribute-quotations';
export { caseNamesMatch } from './case-names-match';
export { detectTreatment } from './detect-treatment';
export { MAX_QUOTATION_LENGTH, MIN_QUOTATION_WORDS, extractQuotations } from './extract-quotations';
export type { Quotation } from './extract-quotations';
export { BRACKET_GAP, ELLIPSIS_GAP, EVIDENCE_WORDS, MAX_OMISSION, findQuotation, locateQuotation, onPinPages, rankMatch } from './find-quotation';
export type { QuotationMatch } from './find-quotation';
export { opinionOfRecord, writtenSeparateOpinion } from './opinion-sections';
export type { OpinionPart } from './opinion-sections';
export { pageAt, pageRange, pageSpans, pinRanges } from './page-markers';
export type { PageSpan } from './page-markers';
export { prepareOpinionText } from './opinion-text';
export type { PreparedOpinionText } from './opinion-text';
export type { Treatment } from './treatment-rules';
