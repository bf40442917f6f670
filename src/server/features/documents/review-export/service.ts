import type { DraftFinding } from '../../../../legal/review/playbook';
import type { ReviewDocxRequest } from '../../../../shared/api/review-export';
import { AppError } from '../../../http/errors';
import type { DocumentsService } from '../service';
import { changesFor, type DocumentReview } from '../review-service';
import type { ReviewComment, TrackedChange } from './review-docx';

type Finding = DraftFinding & { id: string };

/** The name tracked changes and comments are signed with: the attorney profile's, else the account's. */
export interface ReviewerNames {
  nameOf(userId: string): Promise<string | null>;
}

/** When a reviewer has no name on file, Word still needs an author for each change. */
const UNNAMED_REVIEWER = 'Reviewer';

const overlaps = (a: Finding, b: Finding) => a.clauseRef && b.clauseRef && a.clauseRef.start < b.clauseRef.end && b.clauseRef.start < a.clauseRef.end;

/**
 * The suggestions tracked when the lawyer names none: every finding offering text, except one whose clause another
 * finding already changes to different text (that one stays a comment with its text: a choice for the lawyer).
 */
function defaultSelection(findings: Finding[]): Finding[] {
  const chosen: Finding[] = [];
  for (const finding of findings.filter((f) => f.suggested !== null)) {
    const clash = chosen.some((c) => (overlaps(c, finding) && c.suggested !== finding.suggested) || (!c.clauseRef && !finding.clauseRef && c.clause === finding.clause && c.suggested !== finding.suggested));
    if (!clash) chosen.push(finding);
  }
  return chosen;
}

const SEVERITY_WORD = { error: 'Error', warning: 'Warning', info: 'Note' } as const;

/** The review as a Word file of the original document, with the suggestions as tracked changes and the findings as comments. */
export function createReviewExport({ review, documents, names }: {
  review: Pick<DocumentReview, 'analysed'>;
  documents: Pick<DocumentsService, 'file'>;
  names: ReviewerNames;
}) {
  return {
    async docx(userId: string, id: string, request: ReviewDocxRequest) {
      const { document, findings } = await review.analysed(userId, id, request.jurisdiction, request.side);
      let selected = defaultSelection(findings);
      if (request.findingIds) {
        const wanted = [...new Set(request.findingIds)];
        const unknown = wanted.filter((findingId) => !findings.some((finding) => finding.id === findingId));
        if (unknown.length > 0) {
          throw new AppError('invalid-argument', `These findings are not in this document's review: ${unknown.join(', ')}. Review the document again and export from its new findings.`);
        }
        selected = findings.filter((finding) => wanted.includes(finding.id));
      }
      // The Word writers (docx, JSZip) load on the first export, not with the server (tests/api/server-bundle.test.ts).
      const [{ cleanDocx }, { changeFromReplacement, writeReviewDocx }] = await Promise.all([import('./clean-docx'), import('./review-docx')]);
      // The same changes accepting them in the app makes (and the same refusals: no text, two texts for one clause).
      const { replacements, added } = changesFor(selected);
      const changes: TrackedChange[] = [
        ...replacements.map(changeFromReplacement),
        ...added.map((clause, i) => ({ id: `added-${i}`, blocks: null, heading: clause.heading, text: clause.text })),
      ];
      const changeOf = (finding: Finding): string | null => {
        if (!selected.includes(finding)) return null;
        if (!finding.clauseRef) return `added-${added.findIndex((clause) => clause.text === finding.suggested)}`;
        const ref = finding.clauseRef;
        return replacements.find((r) => r.start < ref.end && ref.start < r.end)?.id ?? null;
      };
      const comments: ReviewComment[] = findings.map((finding) => {
        const changeId = changeOf(finding);
        const lines = [`${SEVERITY_WORD[finding.severity]}: ${finding.message}`, `Source: ${finding.source}`];
        if (finding.suggested && !changeId) {
          const ref = finding.clauseRef;
          const changed = ref && replacements.some((r) => r.start < ref.end && ref.start < r.end);
          // Not tracked because another suggestion already changes the clause, or because the lawyer did not accept it.
          lines.push(`Suggested text (${changed ? 'not tracked: another suggestion changes this clause' : 'not accepted'}): ${finding.suggested}`);
        }
        return { blocks: finding.clauseRef ? { start: finding.clauseRef.start, end: finding.clauseRef.end } : null, changeId, lines };
      });
      const base = document.summary.format === 'docx'
        ? (await documents.file(userId, id)).bytes
        : await cleanDocx(document.summary.title, document.blocks);
      const author = (await names.nameOf(userId))?.trim() || UNNAMED_REVIEWER;
      const result = await writeReviewDocx({ docx: base, blocks: document.blocks, changes, comments, author, date: new Date() }).catch((error: unknown) => {
        throw new AppError('failed-precondition', `The Word file as uploaded could not be edited (${error instanceof Error ? error.message : 'it is damaged'}); upload it again saved from Word, or as a PDF.`);
      });
      return { ...result, fileName: `${document.summary.title} (reviewed).docx` };
    },
  };
}

export type ReviewExport = ReturnType<typeof createReviewExport>;
