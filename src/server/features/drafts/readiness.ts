import { unknownChosenCourt } from '../../../legal/courts/intake';
import { placeholdersIn, sectionPlainText, type DraftContent } from '../../../legal/drafting';
import type { Finding } from '../../../legal/jurisdictions';
import type { CitationInDraft } from '../../../shared/api/drafts';
import { certificateRequiredBy, hasCertificate } from '../certifications/requirements';
import type { OpenDraft } from './stored-draft';

/**
 * What keeps a draft from being filed, as errors beside the rule pack's findings, so a skeleton never reads as clean:
 * placeholders left to fill, citations the gate found wrong, authority a later decision overruled, and a certificate an
 * order requires that the draft does not carry.
 */

/** Placeholders quoted in a finding; the rest are counted. */
const QUOTED_PLACEHOLDERS = 3;
/**
 * '[sic]', '[t]he' and '[...]' are a quotation's own brackets, and '[Proposed] Order' a title's, not gaps left for the
 * attorney.
 */
const isGap = (placeholder: string) => placeholder.length - 2 > 3 && !/^\[proposed\]$/i.test(placeholder);

function placeholderFinding(found: string[], sectionIndex: number | undefined): Finding[] {
  const placeholders = found.filter(isGap);
  if (placeholders.length === 0) return [];
  const quoted = placeholders.slice(0, QUOTED_PLACEHOLDERS).join('; ');
  const more = placeholders.length > QUOTED_PLACEHOLDERS ? ` and ${placeholders.length - QUOTED_PLACEHOLDERS} more` : '';
  const count = placeholders.length === 1 ? '1 placeholder is' : `${placeholders.length} placeholders are`;
  return [{
    ruleId: 'unfilled-placeholders',
    severity: 'error',
    citation: 'Unfilled placeholders',
    message: `${count} not filled in: ${quoted}${more}.`,
    location: sectionIndex === undefined ? {} : { sectionIndex },
  }];
}

function placeholderFindings(content: DraftContent): Finding[] {
  const caption = content.caption ? [content.caption.court, content.caption.caseNumber, content.caption.judge ?? '', content.caption.documentTitle] : [];
  return [
    ...placeholderFinding(placeholdersIn([...caption, ...content.signatureBlock]), undefined),
    ...content.sections.flatMap((section, index) => placeholderFinding(placeholdersIn([section.heading, sectionPlainText(section)]), index)),
  ];
}

const WRONG: Partial<Record<CitationInDraft['status'], string>> = {
  'not-found': 'is not found',
  mismatch: 'does not match the case it cites',
  invalid: 'is not a valid citation',
};

function citationFindings(citations: CitationInDraft[]): Finding[] {
  return citations.flatMap((citation): Finding[] => {
    const location = citation.sectionIndex === undefined ? {} : { sectionIndex: citation.sectionIndex };
    const text = citation.text.replace(/\s+/g, ' ');
    const wrong = WRONG[citation.status];
    // The later decision that overruled, abrogated or superseded the case, when the gate flags one.
    const flag = citation.treatment;
    return [
      ...(wrong ? [{ ruleId: `citation-${citation.status}`, severity: 'error' as const, citation: text, message: `The citation ${wrong}: ${citation.message}`, location }] : []),
      ...(flag
        ? [{
          ruleId: 'citation-bad-law',
          severity: 'error' as const,
          citation: text,
          message: `The case was ${flag.treatment} by ${flag.by.name}${flag.by.citation ? `, ${flag.by.citation}` : ''}.`,
          location,
        }]
        : []),
    ];
  });
}

function certificateFindings(draft: OpenDraft): Finding[] {
  if (hasCertificate(draft.content)) return [];
  return certificateRequiredBy(draft).map((requirement) => ({
    ruleId: `certificate-required:${requirement.id}`,
    severity: 'error' as const,
    citation: requirement.source,
    message: `${requirement.judge ?? requirement.court} requires a certificate with this paper, and the draft has none. The export adds VolnaDraft's prefilled certificate unless you leave it out; add it from Certifications to complete the statements only you can make.`,
    location: {},
  }));
}

function courtFindings(draft: OpenDraft): Finding[] {
  const problem = draft.content.caption ? unknownChosenCourt(draft.intake) : null;
  return problem ? [{ ruleId: 'unknown-court', severity: 'warning', citation: 'Court', message: problem, location: {} }] : [];
}

export function readinessFindings(draft: OpenDraft, citations: CitationInDraft[]): Finding[] {
  return [...courtFindings(draft), ...certificateFindings(draft), ...placeholderFindings(draft.content), ...citationFindings(citations)];
}
