import {
  DEFAULT_FONT_SIZE_PT, checkDraft, complianceNotCheckedNote, contentPlainText, draftFromContent, placeholdersIn,
  sectionPlainText, wordCount, type DraftCheck, type DraftContent,
} from '../../../legal/drafting';
import type { Severity } from '../../../legal/jurisdictions';
import { needsConfirmation, type VerifyResponse } from '../../../shared/api/citations';
import type { CheckResponse, CitationInDraft } from '../../../shared/api/drafts';
import { draftingJurisdictionLabel } from '../../../shared/jurisdictions';
import { readinessFindings } from './readiness';
import type { OpenDraft } from './stored-draft';

type Part = { text: string; sectionIndex?: number };

/** The draft as one text, in reading order, with the section each part belongs to. */
function partsOf(content: DraftContent): Part[] {
  const caption = content.caption
    ? [content.caption.court, content.caption.caseNumber, ...content.caption.plaintiffs, ...content.caption.defendants].map((text) => ({ text }))
    : [];
  const sections = content.sections.flatMap((section, sectionIndex) => [
    { text: section.heading, sectionIndex },
    { text: sectionPlainText(section), sectionIndex },
  ]);
  return [...caption, ...sections, { text: content.signatureBlock.join('\n') }].filter((part) => part.text.trim() !== '');
}

const SEPARATOR = '\n\n';

/**
 * Verifies every citation in a draft (as the research tools do, short forms through their antecedents across
 * sections) and says which section each one is in, so the studio can jump to it.
 */
export async function citationsInDraft(content: DraftContent, verify: (text: string) => Promise<VerifyResponse>): Promise<CitationInDraft[]> {
  const parts = partsOf(content);
  const text = parts.map((part) => part.text).join(SEPARATOR);
  if (text.trim() === '') return [];
  const starts: number[] = [];
  parts.reduce((offset, part) => {
    starts.push(offset);
    return offset + part.text.length + SEPARATOR.length;
  }, 0);
  const { citations } = await verify(text);
  return citations.map((citation) => {
    const index = starts.findLastIndex((start) => start <= citation.start);
    const sectionIndex = parts[index]?.sectionIndex;
    return sectionIndex === undefined ? citation : { ...citation, sectionIndex };
  });
}

const rulesCheck = (draft: OpenDraft): DraftCheck =>
  checkDraft({
    draft: draftFromContent(draft.content, { title: draft.title, notes: [] }),
    // The details hold the figures statutory limits read (an employee's earnings, a covenant's months).
    intake: draft.intake,
    typeId: draft.row.typeId,
    jurisdiction: draft.row.jurisdiction,
  });

const formatOf = (result: DraftCheck) =>
  result.checked
    ? { pleadingPaper: result.exportFormat.pleadingPaper, minFontSizePt: result.exportFormat.minFontSizePt ?? DEFAULT_FONT_SIZE_PT }
    : { pleadingPaper: false, minFontSizePt: DEFAULT_FONT_SIZE_PT };

/** The format the exporter applies: the rule pack's where there is one, plain 12-point text otherwise. */
export const exportFormatOf = (draft: OpenDraft) => formatOf(rulesCheck(draft));

/** The citation of the rule whose finding says this draft needs tables of contents and authorities, or null. */
const tablesRequiredByOf = (result: DraftCheck): string | null =>
  result.checked ? (result.findings.find((finding) => result.exportFormat.tablesRuleIds.includes(finding.ruleId))?.citation ?? null) : null;

/** Whether the export must carry tables of contents and authorities, and by which rule (Cal. Rules of Court, rule 3.1113(f)). */
export const tablesRequiredBy = (draft: OpenDraft) => tablesRequiredByOf(rulesCheck(draft));

/**
 * The compliance check: the rule pack's deterministic findings and what keeps the paper from being filed (placeholders,
 * wrong or overruled citations, a missing certificate), every citation's status, and what is left to fill.
 */
export async function checkOpenDraft(draft: OpenDraft, verify: (text: string) => Promise<VerifyResponse>): Promise<CheckResponse> {
  const { content, row } = draft;
  const result = rulesCheck(draft);
  const citations = await citationsInDraft(content, verify);
  const findings = [...(result.checked ? result.findings : []), ...readinessFindings(draft, citations)];
  const bySeverity: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) bySeverity[finding.severity] += 1;
  const plain = contentPlainText(content);
  return {
    rulesChecked: result.checked,
    note: result.checked ? null : complianceNotCheckedNote(draftingJurisdictionLabel(row.jurisdiction)),
    findings,
    citations,
    placeholders: placeholdersIn([plain]),
    wordCount: wordCount(plain),
    summary: { bySeverity, unverifiedCitations: citations.filter(needsConfirmation).length },
    exportFormat: formatOf(result),
    tablesRequiredBy: tablesRequiredByOf(result),
  };
}
