import { checkedDocumentSchema } from './document';
import type { CheckedDocument, CheckedDocumentInput, Finding } from './document';
import type { CaptionElement, Rule, RuleCheck, RulePack, SignatureElement } from './schema';

type CheckOf<K extends RuleCheck['kind']> = Extract<RuleCheck, { kind: K }>;
/** What a check reports: the message and, when it points at one place, the section index. */
type Problem = { message: string; sectionIndex?: number };

const CAPTION_LABELS: Record<CaptionElement, string> = {
  court: "the court's name",
  venue: 'the venue (county)',
  title: 'the title of the action',
  parties: 'the names of the parties',
  fileNumber: 'the file (case or index) number',
  designation: 'the designation of the paper (for example "Complaint" or "Motion to Dismiss")',
};

// Deliberately loose detectors: they find whether an element is written at all, not whether it is correct.
const SIGNATURE_DETECTORS: Record<SignatureElement, { label: string; pattern: RegExp }> = {
  signature: { label: 'a signature (an "/s/ Name" line or a signature line)', pattern: /\/s\/\s*\S|_{5,}/ },
  address: {
    label: 'an address',
    pattern: /\b\d{5}(?:-\d{4})?\b|\b(?:street|st\.|avenue|ave\.|road|blvd\.?|boulevard|suite|drive|floor)\b/i,
  },
  email: { label: 'an email address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/ },
  telephone: { label: 'a telephone number', pattern: /\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/ },
  barNumber: { label: 'a State Bar number', pattern: /\b(?:state\s+bar|bar\s+(?:no\.?|number|#)|SBN)\b/i },
};

/** Whether a rule applies to the document, by family, type id, or the type id of the motion it supports. */
export function ruleApplies(rule: Rule, document: Pick<CheckedDocument, 'family' | 'typeId' | 'motionTypeId'>) {
  const keys: string[] = [document.family, document.typeId];
  if (document.motionTypeId) keys.push(document.motionTypeId);
  const excepted = rule.appliesTo.except?.some((id) => keys.includes(id)) ?? false;
  return !excepted && rule.appliesTo.targets.some((target) => keys.includes(target));
}

const headingMatches = (heading: string, keywords: string[]) =>
  keywords.some((keyword) => heading.toLowerCase().includes(keyword.toLowerCase()));

const hasSection = (document: CheckedDocument, keywords: string[]) =>
  document.sections.some((section) => headingMatches(section.heading, keywords));

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function checkCaption(check: CheckOf<'caption'>, document: CheckedDocument): Problem[] {
  const missing = check.elements.filter((element) => !document.caption[element]?.trim());
  if (missing.length === 0) return [];
  return [{ message: `The caption is missing ${missing.map((e) => CAPTION_LABELS[e]).join('; ')}. Add ${missing.length === 1 ? 'it' : 'them'}.` }];
}

/** The counted text's length in pages, estimated from words, leaving out the sections a rule does not count. */
function estimatedPages(document: CheckedDocument, wordsPerPage: number, excludedHeadingKeywords: string[]): number {
  const words = document.sections
    .filter((section) => !headingMatches(section.heading, excludedHeadingKeywords))
    .reduce((sum, section) => sum + countWords(section.heading) + countWords(section.text), 0);
  return Math.ceil(words / wordsPerPage);
}

function checkRequiredSections(check: CheckOf<'required-sections'>, document: CheckedDocument): Problem[] {
  const over = check.overPages;
  if (over && estimatedPages(document, over.wordsPerPage, over.excludedHeadingKeywords) <= over.pages) return [];
  const because = over ? ` The counted text is over ${over.pages} pages (estimated at ${over.wordsPerPage} words a page).` : '';
  return check.sections
    .filter((required) => !hasSection(document, required.headingKeywords))
    .map((required) => ({
      message: `No section for ${required.name} was found (looked for a heading with ` +
        `${required.headingKeywords.map((k) => `"${k}"`).join(' or ')}). Add one.${because}`,
    }));
}

function checkSignatureBlock(check: CheckOf<'signature-block'>, document: CheckedDocument): Problem[] {
  const block = document.signatureBlock?.trim() ?? '';
  if (!block) return [{ message: 'The document has no signature block. Add one.' }];
  const missing = check.elements.filter((element) => !SIGNATURE_DETECTORS[element].pattern.test(block));
  if (missing.length === 0) return [];
  return [{ message: `The signature block lacks ${missing.map((e) => SIGNATURE_DETECTORS[e].label).join('; ')}.` }];
}

function checkCertificateOfService(check: CheckOf<'certificate-of-service'>, document: CheckedDocument): Problem[] {
  if (hasSection(document, check.headingKeywords)) return [];
  return [{ message: 'No certificate or proof of service was found. Add one if the paper is served by a means that requires it.' }];
}

function checkLengthLimit(check: CheckOf<'length-limit'>, document: CheckedDocument): Problem[] {
  const words = document.sections
    .filter((section) => !headingMatches(section.heading, check.excludedHeadingKeywords))
    .reduce((sum, section) => sum + countWords(section.heading) + countWords(section.text), 0);
  const max = document.isReply && check.replyMax !== undefined ? check.replyMax : check.max;
  const paper = document.isReply && check.replyMax !== undefined ? 'a reply' : 'this paper';
  if (check.unit === 'words') {
    if (words <= max) return [];
    return [{ message: `The counted text is ${words} words; the limit for ${paper} is ${max}. Shorten it or obtain leave of court.` }];
  }
  // The schema guarantees wordsPerPage for page limits.
  const wordsPerPage = check.wordsPerPage ?? 1;
  const pages = Math.ceil(words / wordsPerPage);
  if (pages <= max) return [];
  return [{
    message: `The counted text is about ${pages} pages (estimated at ${wordsPerPage} words a page); the limit for ` +
      `${paper} is ${max} pages. Shorten it or obtain leave, and confirm the count in the exported document.`,
  }];
}

function checkFormat(check: CheckOf<'format'>, document: CheckedDocument): Problem[] {
  const problems: Problem[] = [];
  if (check.pleadingPaper && !document.format.pleadingPaper) {
    problems.push({ message: 'This paper must be on line-numbered pleading paper. Turn on pleading paper for export.' });
  }
  const size = document.format.fontSizePt;
  if (check.minFontSizePt !== undefined && size !== undefined && size < check.minFontSizePt) {
    problems.push({ message: `The font size is ${size} points; it must be at least ${check.minFontSizePt}.` });
  }
  return problems;
}

function checkRestrictedClause(check: CheckOf<'restricted-clause'>, document: CheckedDocument): Problem[] {
  return document.sections.flatMap((section, sectionIndex) => {
    const match = matchesAny(check.patterns, sectionText(section));
    if (!match) return [];
    return [{ message: `"${section.heading}" contains a restricted clause ("${match[0]}"). ${check.action}`, sectionIndex }];
  });
}

const matchesAny = (sources: string[], text: string) => sources.map((source) => new RegExp(source, 'i').exec(text)).find((m) => m !== null) ?? null;
const sectionText = (section: CheckedDocument['sections'][number]) => `${section.heading}\n${section.text}`;

function checkClauseRequires(check: CheckOf<'clause-requires'>, document: CheckedDocument): Problem[] {
  const triggered = document.sections.findIndex((section) => matchesAny(check.trigger, sectionText(section)) !== null);
  if (triggered < 0) return [];
  if (document.sections.some((section) => matchesAny(check.required, sectionText(section)) !== null)) return [];
  return [{ message: `"${document.sections[triggered]!.heading}" needs ${check.requiredName}, which the draft does not contain. ${check.action}`, sectionIndex: triggered }];
}

type Amount = NonNullable<CheckOf<'intake-limit'>['atMost']>[number];
const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** An amount's value for this draft, or the label of the figure it needs and the draft lacks. */
function amountValue(amount: Amount, field: string, figures: Record<string, number>): { value: number; text: string } | { missing: string } {
  if ('fixed' in amount) return { value: amount.fixed, text: dollarsOrNumber(field, amount.fixed) };
  const base = figures[amount.fractionOf];
  if (base === undefined) return { missing: amount.fractionOfLabel };
  const value = base * amount.fraction;
  return { value, text: `${dollars(value)} (${+(amount.fraction * 100).toFixed(2)}% of the ${amount.fractionOfLabel.toLowerCase()})` };
}

function checkIntakeLimit(check: CheckOf<'intake-limit'>, document: CheckedDocument): Problem[] {
  if (check.whenClause && !document.sections.some((section) => matchesAny(check.whenClause!, sectionText(section)) !== null)) return [];
  if (check.whenFigure) {
    const { field, fieldLabel, atLeast, atMost } = check.whenFigure;
    const condition = document.figures[field];
    if (condition === undefined) return [{ message: `Not checked: the draft's details do not state the ${fieldLabel.toLowerCase()}. ${check.action}` }];
    if ((atLeast !== undefined && condition < atLeast) || (atMost !== undefined && condition > atMost)) return [];
  }
  const value = document.figures[check.field];
  // Nothing is silently passed: a limit the details do not let us compute is reported as not checked.
  if (value === undefined) return [{ message: `Not checked: the draft's details do not state the ${check.fieldLabel.toLowerCase()}. ${check.action}` }];
  const amounts = (check.atMost ?? check.moreThan)!.map((amount) => amountValue(amount, check.field, document.figures));
  const missing = amounts.flatMap((amount) => ('missing' in amount ? [amount.missing] : []));
  if (missing.length > 0) return [{ message: `Not checked: the draft's details do not state the ${missing.join(' or ').toLowerCase()}. ${check.action}` }];
  const known = amounts as { value: number; text: string }[];
  if (check.atMost) {
    const limit = known.reduce((least, amount) => (amount.value < least.value ? amount : least));
    if (value <= limit.value) return [];
    return [{ message: `The ${check.fieldLabel.toLowerCase()} is ${dollarsOrNumber(check.field, value)}; the limit is ${limit.text}. ${check.action}` }];
  }
  const floor = known.reduce((greatest, amount) => (amount.value > greatest.value ? amount : greatest));
  if (value > floor.value) return [];
  return [{ message: `The ${check.fieldLabel.toLowerCase()} is ${dollarsOrNumber(check.field, value)}; it must be more than ${floor.text}. ${check.action}` }];
}

// Months and counts are not money; a field named for a period reads as a plain number.
const dollarsOrNumber = (field: string, value: number) => (/months|years|days/i.test(field) ? String(value) : dollars(value));

function checkTablesRequired(check: CheckOf<'tables-required'>, document: CheckedDocument): Problem[] {
  const words = document.sections
    .filter((section) => !headingMatches(section.heading, check.excludedHeadingKeywords))
    .reduce((sum, section) => sum + countWords(section.heading) + countWords(section.text), 0);
  const pages = Math.ceil(words / check.wordsPerPage);
  if (pages <= check.overPages || document.format.tables) return [];
  return [{
    message: `The counted text is about ${pages} pages (estimated at ${check.wordsPerPage} words a page), over ${check.overPages}: ` +
      'it needs a table of contents and a table of authorities. The export adds them unless you turn them off.',
  }];
}

function problemsFor(rule: Rule, document: CheckedDocument): Problem[] {
  const check = rule.check;
  switch (check.kind) {
    case 'caption': return checkCaption(check, document);
    case 'required-sections': return checkRequiredSections(check, document);
    case 'signature-block': return checkSignatureBlock(check, document);
    case 'certificate-of-service': return checkCertificateOfService(check, document);
    case 'length-limit': return checkLengthLimit(check, document);
    case 'format': return checkFormat(check, document);
    case 'restricted-clause': return checkRestrictedClause(check, document);
    case 'notice': return [{ message: rule.summary }];
    case 'clause-requires': return checkClauseRequires(check, document);
    case 'intake-limit': return checkIntakeLimit(check, document);
    case 'tables-required': return checkTablesRequired(check, document);
  }
}

/** Whether a rule is in force on a day (YYYY-MM-DD): from its effective date, until the day it stops applying. */
export const ruleInForce = (rule: Pick<Rule, 'effective' | 'until'>, asOf: string) =>
  rule.effective <= asOf && (rule.until === undefined || asOf < rule.until);

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Runs every rule of the pack in force on `asOf` (default today) that applies to the document; findings follow the
 * pack's rule order.
 */
export function checkDocument({ pack, document, asOf = today() }: { pack: RulePack; document: CheckedDocumentInput; asOf?: string }): Finding[] {
  const parsed = checkedDocumentSchema.parse(document);
  return pack.rules
    .filter((rule) => ruleInForce(rule, asOf) && ruleApplies(rule, parsed))
    .flatMap((rule) => problemsFor(rule, parsed).map((problem) => ({
      ruleId: rule.id,
      severity: rule.severity,
      citation: rule.citation,
      message: `${problem.message} (${rule.citation})`,
      location: problem.sectionIndex === undefined ? {} : { sectionIndex: problem.sectionIndex },
    })));
}

/** The format rules the exporter must apply to this document, with their citations, and the rules that can require tables. */
export function exportFormatFor(pack: RulePack, document: Pick<CheckedDocument, 'family' | 'typeId' | 'motionTypeId'>) {
  const rules = pack.rules.filter((rule) => rule.check.kind === 'format' && ruleApplies(rule, document));
  const checks = rules.map((rule) => rule.check as CheckOf<'format'>);
  const fontSizes = checks.flatMap((check) => (check.minFontSizePt === undefined ? [] : [check.minFontSizePt]));
  return {
    pleadingPaper: checks.some((check) => check.pleadingPaper === true),
    minFontSizePt: fontSizes.length > 0 ? Math.max(...fontSizes) : undefined,
    citations: rules.map((rule) => rule.citation),
    // A finding from one of these rules means the export must carry a table of contents and a table of authorities.
    tablesRuleIds: pack.rules.filter((rule) => rule.check.kind === 'tables-required' && ruleApplies(rule, document)).map((rule) => rule.id),
  };
}
