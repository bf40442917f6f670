import { createHash } from 'node:crypto';
import { findDocumentType } from '../../../legal/drafting/document-types';
import { clauseName } from '../../../legal/review/clauses';
import { guessContractType } from '../../../legal/review/contract-limits';
import { clauseBody, runInLead, type DraftFinding } from '../../../legal/review/playbook';
import { contractSide, reviewContract } from '../../../legal/review/review-contract';
import { SIDE_LABELS, type SideRequest } from '../../../legal/review/sides';
import { DEFAULT_PLAYBOOK } from '../../../legal/review/playbook-default';
import type { CompareResponse, Playbook, PlaybookPosition, ReviewFinding, ReviewResponse } from '../../../shared/api/documents';
import { compareVersions } from '../../../legal/review/compare';
import { DRAFTING_JURISDICTIONS } from '../../../shared/jurisdictions';
import { AppError } from '../../http/errors';
import type { DraftsService } from '../drafts/service';
import type { PlaybookRepository } from './playbook-repository';
import { contentFromBlocks, type BlockReplacement } from './review-draft';
import type { DocumentSource, OpenDocument } from './source';

/** The catalogue type a revised contract of no recognised type is filed under (the closest general commercial type). */
const GENERAL_CONTRACT_TYPE = 'contractor-agreement';

const documentNotFound = () => new AppError('not-found', 'This document does not exist or was deleted.');

/** An id that stays the same when the same document is reviewed again with the same playbook and jurisdiction. */
const findingId = (finding: DraftFinding) =>
  createHash('sha256').update([finding.clause, finding.source, finding.paragraph ?? '-', finding.key].join('\u0000')).digest('hex').slice(0, 20);

function knownJurisdiction(jurisdiction: string | undefined): string | null {
  if (jurisdiction === undefined) return null;
  if (!DRAFTING_JURISDICTIONS.some((j) => j.id === jurisdiction)) throw new AppError('invalid-argument', 'Choose a jurisdiction from the list.');
  return jurisdiction;
}

// "Change of Control", "Limitation of Liability": the small words stay lower case after the first.
const titleCase = (text: string) =>
  text.replace(/\b\w+/g, (word, at: number) => (at > 0 && /^(?:of|and|or|the|to|in|for|on)$/.test(word) ? word : word[0]!.toUpperCase() + word.slice(1)));

/** Contract review, the user's playbook, and accepting review changes into a new draft. */
export function createDocumentReview({ source, playbooks, drafts }: {
  source: DocumentSource;
  playbooks: PlaybookRepository;
  drafts: Pick<DraftsService, 'createFromContent'>;
}) {
  async function positionsOf(userId: string): Promise<{ positions: PlaybookPosition[]; isDefault: boolean }> {
    const saved = await playbooks.find(userId);
    return saved ? { positions: saved, isDefault: false } : { positions: [...DEFAULT_PLAYBOOK], isDefault: true };
  }

  async function analyse(userId: string, id: string, requested: string | null, sideRequest?: SideRequest) {
    const document = await source.open(userId, id);
    if (!document) throw documentNotFound();
    const { positions } = await positionsOf(userId);
    const side = sideRequest ? contractSide(document.summary.title, document.blocks, sideRequest) : null;
    if (side && 'error' in side) throw new AppError('invalid-argument', side.error);
    const review = reviewContract({ title: document.summary.title, blocks: document.blocks, positions, requested, side: side?.role ?? null });
    const findings = review.findings.map((finding) => ({ ...finding, id: findingId(finding) }));
    const notes = [...review.notes];
    if (document.summary.kind !== 'contract') {
      notes.unshift(`This document does not read as a contract (it reads as ${document.summary.kind === 'brief' ? 'a court paper' : 'something else'}); the review ran on it anyway.`);
    }
    return { document, review, search: review.search, findings, notes, side };
  }

  /** The review as the API gives it: the findings without their internal keys, the side with its label. */
  function responseOf({ review: result, search, findings, notes, side }: Awaited<ReturnType<typeof analyse>>): ReviewResponse {
    return {
      jurisdiction: result.jurisdiction,
      jurisdictionFrom: result.jurisdictionFrom,
      values: result.values,
      clauses: search.clauses.map(({ label, heading, text, page, paragraph }) => ({ label, heading, text, page, paragraph })),
      missing: search.missing,
      findings: findings.map(({ key: _key, clauseRef: _clause, ...finding }): ReviewFinding => finding),
      notes,
      side: side && !('error' in side) ? { ...side, label: SIDE_LABELS[side.role] } : null,
      sides: result.sides,
      sideNeeded: result.sideNeeded,
    };
  }

  return {
    /** The review with each finding's id and the clause it replaces, for the Word export to place its changes. */
    async analysed(userId: string, id: string, requested?: string, sideRequest?: SideRequest) {
      const { document, findings, notes } = await analyse(userId, id, knownJurisdiction(requested), sideRequest);
      return { document, findings, notes };
    },

    async playbook(userId: string): Promise<Playbook> {
      return positionsOf(userId);
    },

    /** Forgets the user's own positions, so the product's default applies again. */
    async resetPlaybook(userId: string): Promise<Playbook> {
      await playbooks.remove(userId);
      return positionsOf(userId);
    },

    async savePlaybook(userId: string, positions: PlaybookPosition[]): Promise<Playbook> {
      const ids = positions.map((position) => position.id);
      const repeated = ids.find((positionId, index) => ids.indexOf(positionId) !== index);
      if (repeated) throw new AppError('invalid-argument', `Two positions have the id "${repeated}"; give each its own.`);
      await playbooks.save(userId, positions);
      return { positions, isDefault: false };
    },

    async review(userId: string, id: string, requested?: string, sideRequest?: SideRequest): Promise<ReviewResponse> {
      return responseOf(await analyse(userId, id, knownJurisdiction(requested), sideRequest));
    },

    /**
     * Our version against theirs, clause by clause, and their version reviewed with only the findings on what they
     * changed. Both documents are opened for the user, so each answers 404 when walled off or missing.
     */
    async compare(userId: string, id: string, request: { otherId: string; jurisdiction?: string; side?: SideRequest }): Promise<CompareResponse> {
      const jurisdiction = knownJurisdiction(request.jurisdiction);
      const ours = await source.open(userId, id);
      if (!ours) throw documentNotFound();
      const analysed = await analyse(userId, request.otherId, jurisdiction, request.side);
      const clauses = compareVersions(ours.blocks, analysed.document.blocks);
      const touched = clauses.filter((clause) => clause.status === 'changed' || clause.status === 'added').map((clause) => clause.theirs!);
      const removed = new Set(clauses.filter((clause) => clause.status === 'removed').map((clause) => clause.label));
      const review = responseOf(analysed);
      // A finding on a clause they touched, or one their version lacks because they struck it.
      const findings = review.findings.filter((finding) => finding.paragraph === null
        ? removed.has(finding.clause)
        : touched.some((place) => place.paragraph <= finding.paragraph! && finding.paragraph! <= place.lastParagraph));
      const count = (status: string) => clauses.filter((clause) => clause.status === status).length;
      return {
        ours: { id: ours.summary.id, title: ours.summary.title },
        theirs: { id: analysed.document.summary.id, title: analysed.document.summary.title },
        clauses,
        summary: { added: count('added'), removed: count('removed'), changed: count('changed'), unchanged: count('unchanged') },
        review: { ...review, findings },
      };
    },

    /** A new draft: the document with the accepted findings' replacements in place and missing clauses added. */
    async accept(userId: string, id: string, request: { jurisdiction?: string; side?: SideRequest; findingIds: string[] }): Promise<{ draftId: string }> {
      const jurisdiction = knownJurisdiction(request.jurisdiction);
      const { document, review: result, findings } = await analyse(userId, id, jurisdiction, request.side);
      const wanted = [...new Set(request.findingIds)];
      const unknown = wanted.filter((findingId) => !findings.some((finding) => finding.id === findingId));
      if (unknown.length > 0) {
        throw new AppError('invalid-argument', `These findings are not in this document's review: ${unknown.join(', ')}. Review the document again and accept from its new findings.`);
      }
      const accepted = findings.filter((finding) => wanted.includes(finding.id));
      const { replacements, added } = changesFor(accepted);
      const draftJurisdiction = result.jurisdiction;
      if (!draftJurisdiction) {
        throw new AppError('invalid-argument', 'Choose the jurisdiction of the revised draft: the contract names no governing law of a state this product knows.');
      }
      const title = document.summary.title;
      const guessed = guessContractType(title, document.blocks);
      const typeId = guessed ?? GENERAL_CONTRACT_TYPE;
      const draft = await drafts.createFromContent({
        userId,
        // The revised contract stays inside the wall of the document it was made from.
        matterId: document.summary.matter?.id ?? null,
        typeId,
        jurisdiction: draftJurisdiction,
        title: `${title} (revised)`,
        content: contentFromBlocks(document.blocks, replacements, added),
        instructions: revisionNote(document, accepted, guessed ? null : findDocumentType(typeId)?.label ?? typeId),
        versionLabel: `Revised from "${title}" with ${accepted.length} accepted review ${accepted.length === 1 ? 'change' : 'changes'}`,
      });
      return { draftId: draft.id };
    },
  };
}

/** What the accepted findings change: clauses replaced in place, and missing clauses added at the end. */
export function changesFor(accepted: (DraftFinding & { id: string })[]) {
  const noText = accepted.filter((finding) => finding.suggested === null);
  if (noText.length > 0) {
    throw new AppError('invalid-argument', `${noText.map((f) => `${f.id} (${f.source})`).join(', ')} ${noText.length === 1 ? 'offers' : 'offer'} no replacement text to accept; change ${noText.length === 1 ? 'that clause' : 'those clauses'} in the draft yourself.`);
  }
  const replacements: (BlockReplacement & { id: string })[] = [];
  const added: { heading: string; text: string }[] = [];
  for (const finding of accepted) {
    const clause = finding.clauseRef;
    const lead = clause ? runInLead(clause) : null;
    // A suggestion reads with its clause's run-in heading; the replacement keeps the heading as `lead`.
    const text = lead && finding.suggested!.startsWith(`${lead} `) ? finding.suggested!.slice(lead.length + 1) : finding.suggested!;
    if (!clause) {
      if (!added.some((a) => a.text === text)) added.push({ heading: titleCase(clauseName(finding.clause)), text });
      continue;
    }
    const overlapping = replacements.find((r) => r.start < clause.end && clause.start < r.end);
    // Two findings offering the same text for one clause are one change; different texts for it are a choice to make,
    // except two additions after the clause's own words (a survival period and a payment term), which are both kept.
    if (overlapping && overlapping.text === text) continue;
    const body = clauseBody(clause);
    if (overlapping && overlapping.start === clause.start && overlapping.text.startsWith(body) && text.startsWith(body)) {
      overlapping.text += text.slice(body.length);
      continue;
    }
    if (overlapping) {
      throw new AppError('invalid-argument', `Findings ${overlapping.id} and ${finding.id} offer different replacements for the same clause (¶ ${clause.paragraph}); accept one of them.`);
    }
    replacements.push({ id: finding.id, start: clause.start, end: clause.end, text, lead });
  }
  return { replacements, added };
}

/** The draft's background: where it came from and which changes were accepted, with their sources. */
function revisionNote(document: OpenDocument, accepted: DraftFinding[], filedUnder: string | null): string {
  const lines = [
    `Revised from the uploaded document "${document.summary.title}" (${document.summary.fileName}), with these review changes accepted:`,
    ...accepted.map((finding) => `- ${titleCase(clauseName(finding.clause))}${finding.paragraph ? ` (¶ ${finding.paragraph})` : ' (added)'}: ${finding.source}`),
  ];
  if (filedUnder) lines.push('', `The contract's type was not recognised; this draft is filed as a ${filedUnder}, and that type's compliance rules are the ones checked.`);
  return lines.join('\n');
}

export type DocumentReview = ReturnType<typeof createDocumentReview>;
