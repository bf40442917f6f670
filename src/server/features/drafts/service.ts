import { randomUUID } from 'node:crypto';
import {
  assembleDraft, contentFromDraft, draftContentSchema, intakeSchemaFor, type DocumentType, type DraftContent, type Intake,
} from '../../../legal/drafting';
import { joinNames, partyNames } from '../../../legal/drafting/parties';
import { chosenCourtOf, courtJurisdictionProblem, withChosenCourt } from '../../../legal/courts/intake';
import { packFor } from '../../../legal/jurisdictions';
import { DRAFT_LIMITS, type CreateDraftRequest, type DraftDetail, type UpdateDraftRequest } from '../../../shared/api/drafts';
import { draftingJurisdictionLabel } from '../../../shared/jurisdictions';
import { recencyPage } from '../../db/recency-pages';
import { AppError } from '../../http/errors';
import type { DocumentSource } from '../documents/source';
import { withAttorneyProfile, type AttorneyProfileRepository } from '../attorney-profile/repository';
import type { MatterAccess } from '../matters/access';
import { kindForNewDraft, type DraftKind } from './paper';
import type { DraftRow, DraftsRepository } from './repository';
import { countWords, draftNotFound, generationRunning, kindOf, toDetail, toSummary, type DraftCodec, type OpenDraft } from './stored-draft';

/** An edit opens a new "Edited" version when the newest version is older than this; between, edits update in place. */
const EDIT_VERSION_EVERY_MS = 10 * 60_000;
export const BUSY_GENERATING = 'This draft is being generated. Stop the generation or wait for it to finish before editing.';
export const REVISION_CONFLICT = 'This draft was changed in another window or by a generation. Reload to see the latest version.';

/** The first intake problem, in the form's own words ("Plaintiffs is required"), against the resolved type's form. */
function validIntake(type: DocumentType, intake: Intake): Intake {
  const parsed = intakeSchemaFor(type).safeParse(intake);
  if (parsed.success) return parsed.data as Intake;
  const issue = parsed.error.issues[0]!;
  throw new AppError('invalid-argument', issue.message);
}

/** A court filing is titled by its case ("Motion to Dismiss — Doe v. Acme Corp."); anything else by its type. */
function defaultTitle(type: DocumentType, intake: Intake): string {
  const plaintiffs = partyNames(intake, 'plaintiffs');
  const defendants = partyNames(intake, 'defendants');
  if (!type.captioned || plaintiffs.length === 0 || defendants.length === 0) return type.label;
  const short = (names: string[]) => (names.length > 1 ? `${names[0]} et al.` : joinNames(names));
  return `${type.label} — ${short(plaintiffs)} v. ${short(defendants)}`.slice(0, 200);
}

/** The assembled draft must fit the content's own limits, or it could be stored but never read back (issue #13). */
function fitting(content: DraftContent): DraftContent {
  const parsed = draftContentSchema.safeParse(content);
  if (parsed.success) return content;
  const issue = parsed.error.issues[0]!;
  throw new AppError('invalid-argument', `The draft made from these answers would be too long at ${issue.path.join('.')} (${issue.message}). Shorten the answers.`);
}

/**
 * Assembles a draft's offline text from the intake: the resolved type's templates, with brackets where only a lawyer
 * can write, captioned with the court paper's own designation.
 */
export function assembledContent({ type, paper }: Pick<DraftKind, 'type' | 'paper'>, intake: Intake, jurisdiction: string): DraftContent {
  const draft = assembleDraft({
    type,
    intake,
    jurisdictionLabel: draftingJurisdictionLabel(jurisdiction),
    packAvailable: packFor(jurisdiction) !== null,
    ...(paper ? { designation: paper.designation } : {}),
  });
  return contentFromDraft(draft);
}

export const documentNotFound = () => new AppError('not-found', 'This document does not exist or was deleted.');

/**
 * The matter a draft made from a document belongs to: the document's, so nothing of a matter's leaves its wall (a
 * personal document may start a draft in any matter of the user's). Null: a personal draft.
 */
export function matterForSourced(documentMatterId: string | null, requested: string | undefined): string | null {
  if (documentMatterId === null) return requested ?? null;
  if (requested !== undefined && requested !== documentMatterId) {
    throw new AppError('invalid-argument', "A draft made from a document in a matter stays in that matter: leave out matterId, or give the document's matter.");
  }
  return documentMatterId;
}

/**
 * The background a draft made from a document starts with: the attorney's own instructions, then the document's text,
 * cut to what a draft's instructions hold, saying so when it was cut.
 */
export function withSourceDocument(instructions: string | undefined, title: string, text: string): string {
  const limit = DRAFT_LIMITS.instructionsChars;
  const head = `${instructions ? `${instructions}\n\n` : ''}Source document: ${title}\n`;
  if (head.length + text.length <= limit) return head + text;
  const cutNote = `\n[The source document is cut here: a draft's background holds ${limit.toLocaleString('en-US')} characters.]`;
  return (head + text).slice(0, Math.max(0, limit - cutNote.length)).trimEnd() + cutNote;
}

/** Drafts: create, list and search, read, save (autosave and named versions), delete, version history and restore. */
export function createDraftsService({ repository, codec, documents, access, attorneyProfiles }: {
  repository: DraftsRepository;
  codec: DraftCodec;
  /** Reads the user's uploaded documents, for a draft made from one. */
  documents: DocumentSource;
  /** Who is a member of which matter: only members create drafts in a matter. */
  access: MatterAccess;
  /** The user's saved attorney profile, which fills a new paper's attorney fields the intake leaves empty. */
  attorneyProfiles: Pick<AttorneyProfileRepository, 'find'>;
}) {
  /** The draft, when the user may see it (their own, or one of a matter they are a member of). */
  async function open(userId: string, id: string): Promise<OpenDraft> {
    const row = await repository.find(userId, id);
    if (!row) throw draftNotFound();
    return codec.open(row);
  }

  /** Keeps `content` as a version of the draft `row`, made by `authorId`, sealed with the draft's key. */
  async function addVersion(row: DraftRow, authorId: string, content: DraftContent, source: 'generated' | 'edited' | 'restored' | 'checkpoint', label: string) {
    return repository.addVersion({
      id: randomUUID(),
      draftId: row.id,
      userId: row.userId,
      authorId,
      labelEncrypted: await codec.sealText(row, label),
      source,
      contentEncrypted: await codec.sealContent(row, content),
      wordCount: countWords(content),
    });
  }

  /**
   * Saves content as the draft's current state, by `userId` (its owner, or a member of its matter), unless a
   * generation holds it or someone saved since `baseRevision`.
   */
  async function saveContent(userId: string, draft: OpenDraft, content: DraftContent, baseRevision?: number): Promise<OpenDraft> {
    if (generationRunning(draft.row)) throw new AppError('failed-precondition', BUSY_GENERATING);
    const { id } = draft.row;
    const row = await repository.update(userId, id, { contentEncrypted: await codec.sealContent(draft.row, content), wordCount: countWords(content) }, baseRevision);
    if (!row) {
      if (!(await repository.find(userId, id))) throw draftNotFound();
      throw new AppError('failed-precondition', REVISION_CONFLICT);
    }
    return { ...draft, row, content };
  }

  /** Keeps the current content as a version when it differs from the newest one (before `userId` replaces it). */
  async function keepCurrent(userId: string, draft: OpenDraft, label: string): Promise<void> {
    const latest = await repository.latestVersion(userId, draft.row.id);
    const same = latest && JSON.stringify(await codec.openContent(draft.row, latest.contentEncrypted)) === JSON.stringify(draft.content);
    if (!same) await addVersion(draft.row, userId, draft.content, 'edited', label);
  }

  async function insertDraft(draft: {
    userId: string; matterId: string | null; typeId: string; jurisdiction: string; kind: DraftKind; title: string; intake: Intake;
    instructions: string; content: DraftContent; version: { source: 'generated' | 'edited'; label: string };
  }): Promise<DraftDetail> {
    const { userId, matterId, kind, title, intake, instructions, content } = draft;
    if (matterId) await access.requireMember(matterId, userId);
    const scope = { userId, matterId };
    const now = new Date();
    const row = await repository.insert({
      id: randomUUID(),
      userId,
      matterId,
      typeId: draft.typeId,
      jurisdiction: draft.jurisdiction,
      titleEncrypted: await codec.sealText(scope, title),
      intakeEncrypted: await codec.sealIntake(scope, intake, instructions),
      contentEncrypted: await codec.sealContent(scope, content),
      wordCount: countWords(content),
      createdAt: now,
      updatedAt: now,
    });
    await addVersion(row, userId, content, draft.version.source, draft.version.label);
    return toDetail({ row, ...kind, title, intake, instructions, content });
  }

  return {
    open,
    addVersion,
    saveContent,
    keepCurrent,

    async create(options: CreateDraftRequest & { userId: string }): Promise<DraftDetail> {
      const { userId, typeId, jurisdiction } = options;
      // The chosen court's own form of the paper (N.D. Tex.'s motion, brief and appendix); the same intake form.
      const kind = kindForNewDraft(typeId, jurisdiction, chosenCourtOf(options.intake));
      // The attorney profile signs every new paper; what this draft's intake gives overrides it.
      const profile = (await attorneyProfiles.find(userId))?.profile ?? null;
      // A court chosen from the list names the court; it must be one of this jurisdiction's.
      const given = withChosenCourt(withAttorneyProfile(options.intake, profile, kind.type.intakeFields.map((field) => field.id)));
      const intake = validIntake(kind.type, given);
      const wrongCourt = courtJurisdictionProblem(intake, jurisdiction, draftingJurisdictionLabel(jurisdiction));
      if (wrongCourt) throw new AppError('invalid-argument', wrongCourt);
      let instructions = options.instructions;
      let matterId = options.matterId ?? null;
      if (options.sourceDocumentId) {
        const document = await documents.open(userId, options.sourceDocumentId);
        if (!document) throw documentNotFound();
        matterId = matterForSourced(document.summary.matter?.id ?? null, options.matterId);
        const text = document.blocks.map((block) => block.text).filter((line) => line.trim() !== '').join('\n\n');
        instructions = withSourceDocument(instructions, document.summary.title, text);
      }
      const content = fitting(assembledContent(kind, intake, jurisdiction));
      return insertDraft({
        userId, matterId, typeId, jurisdiction, kind, intake, content, instructions: instructions ?? '',
        title: options.title ?? defaultTitle(kind.type, intake),
        version: { source: 'generated', label: 'Assembled from templates' },
      });
    },

    /**
     * A draft whose content is given (a reviewed contract with the accepted changes), with no intake answers, in the
     * matter of the document it was made from (null: personal).
     */
    async createFromContent(options: {
      userId: string; matterId: string | null; typeId: string; jurisdiction: string; title: string; instructions: string; content: DraftContent; versionLabel: string;
    }): Promise<DraftDetail> {
      const { userId, matterId, typeId, jurisdiction } = options;
      return insertDraft({
        userId, matterId, typeId, jurisdiction, kind: kindForNewDraft(typeId, jurisdiction), intake: {}, content: fitting(options.content),
        title: options.title.slice(0, DRAFT_LIMITS.titleChars), instructions: options.instructions.slice(0, DRAFT_LIMITS.instructionsChars),
        version: { source: 'edited', label: options.versionLabel },
      });
    },

    async list(options: { userId: string; matterId?: string; q?: string; cursor?: string; limit: number }) {
      const { userId, matterId, ...page } = options;
      const { items, nextCursor } = await recencyPage({
        fetchRows: (after, limit) => repository.list({ userId, matterId, after, limit }),
        toItem: async (row) => toSummary({ row, type: kindOf(row).type, title: await codec.openTitle(row) }),
        titleOf: (draft) => draft.title,
        ...page,
      });
      return { drafts: items, nextCursor };
    },

    get: async (userId: string, id: string): Promise<DraftDetail> => toDetail(await open(userId, id)),

    async update(options: UpdateDraftRequest & { userId: string; id: string }): Promise<DraftDetail> {
      const { userId, id, baseRevision, title, content, checkpoint } = options;
      let draft = await open(userId, id);
      if (content !== undefined) {
        draft = await saveContent(userId, draft, content, baseRevision);
        const latest = await repository.latestVersion(userId, id);
        // Another member's edit starts a version of its own, so each version says whose it is.
        const someoneElse = latest !== null && latest.authorId !== userId;
        if (!checkpoint && (!latest || someoneElse || Date.now() - latest.createdAt.getTime() > EDIT_VERSION_EVERY_MS)) {
          await addVersion(draft.row, userId, content, 'edited', 'Edited');
        }
      }
      if (title !== undefined) {
        // A title is not part of the content: renaming never conflicts with an edit or a generation.
        const row = await repository.update(userId, id, { titleEncrypted: await codec.sealText(draft.row, title) });
        if (!row) throw draftNotFound();
        draft = { ...draft, row, title };
      }
      if (checkpoint) await addVersion(draft.row, userId, draft.content, 'checkpoint', checkpoint.label || 'Saved version');
      return toDetail(draft);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw draftNotFound();
    },

    async versions(userId: string, id: string) {
      const draft = await repository.find(userId, id);
      if (!draft) throw draftNotFound();
      const rows = await repository.versions(userId, id);
      return { versions: await Promise.all(rows.map((row) => codec.versionSummary(draft, row))) };
    },

    async version(userId: string, id: string, versionId: string) {
      const draft = await repository.find(userId, id);
      const row = draft && (await repository.findVersion(userId, id, versionId));
      if (!row) throw new AppError('not-found', 'This version does not exist.');
      return { ...(await codec.versionSummary(draft, row)), content: await codec.openContent(draft, row.contentEncrypted) };
    },

    /** Replaces the content with an earlier version's, keeping the current content as a version first. */
    async restore(userId: string, id: string, versionId: string): Promise<DraftDetail> {
      const draft = await open(userId, id);
      const version = await repository.findVersion(userId, id, versionId);
      if (!version) throw new AppError('not-found', 'This version does not exist.');
      if (generationRunning(draft.row)) throw new AppError('failed-precondition', BUSY_GENERATING);
      const content = await codec.openContent(draft.row, version.contentEncrypted);
      await keepCurrent(userId, draft, `Before restoring version ${version.number}`);
      const restored = await saveContent(userId, draft, content);
      await addVersion(restored.row, userId, content, 'restored', `Restored from version ${version.number}`);
      return toDetail(restored);
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
