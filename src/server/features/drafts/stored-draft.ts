import { z } from 'zod';
import {
  OFFLINE_NOTE, complianceNotCheckedNote, contentPlainText, draftContentSchema, placeholdersIn, wordCount,
  type DraftContent, type Intake,
} from '../../../legal/drafting';
import { chosenCourtOf } from '../../../legal/courts/intake';
import { packFor } from '../../../legal/jurisdictions';
import { DRAFT_LIMITS, intakeSchema, type DraftDetail, type DraftSummary, type DraftVersion } from '../../../shared/api/drafts';
import { draftingJurisdictionLabel } from '../../../shared/jurisdictions';
import type { KeyScope, UserCipher } from '../../crypto/user-keys';
import { AppError } from '../../http/errors';
import { kindForStoredDraft, paperSummary, refusalMessage, type DraftKind } from './paper';
import type { DraftRow, VersionRow } from './repository';
import { clampToSchema, cut, fitStoredContent } from './stored-limits';

/** A draft with its user content decrypted, and what it is drafted as (its paper, or a refusal): what the services work on. */
export interface OpenDraft extends DraftKind {
  row: DraftRow;
  title: string;
  intake: Intake;
  instructions: string;
  content: DraftContent;
}

const storedIntakeSchema = z.object({ intake: intakeSchema, instructions: z.string().max(DRAFT_LIMITS.instructionsChars) });
/** A stored draft's parts as today's limits read them (see stored-limits.ts): old, longer values never fail a read. */
const readContent = (json: string) => draftContentSchema.parse(fitStoredContent(draftContentSchema, JSON.parse(json)));
const readIntake = (json: string) => storedIntakeSchema.parse(clampToSchema(storedIntakeSchema, JSON.parse(json)));
const readTitle = (title: string) => cut(title, DRAFT_LIMITS.titleChars);

/**
 * A generation holds its draft while its heartbeat keeps `generation_lease_until` ahead (ADR 020): a generation whose
 * process died stops renewing it, and the draft is released, shown as interrupted, once it lapses.
 */
export const generationRunning = (row: Pick<DraftRow, 'status' | 'generationLeaseUntil'>, now = Date.now()) =>
  row.status === 'generating' && row.generationLeaseUntil !== null && row.generationLeaseUntil.getTime() > now;

/** 'interrupted' for a generation whose process stopped before it finished, else the stored status. */
export const shownStatus = (row: Pick<DraftRow, 'status' | 'generationLeaseUntil'>, now = Date.now()) =>
  row.status === 'generating' && !generationRunning(row, now) ? 'interrupted' : row.status;

export const INTERRUPTED_NOTE =
  'The last generation stopped before it finished (the server running it stopped). The sections it finished are saved; generate again to write the rest.';

export const draftNotFound = () => new AppError('not-found', 'This draft does not exist or was deleted.');

/**
 * What a stored draft is drafted as, by its goal and jurisdiction as today's catalogue resolves them, in the court its
 * intake chose (a list needs only the label, the same in every court).
 */
export const kindOf = (row: Pick<DraftRow, 'typeId' | 'jurisdiction'>, intake: Intake = {}): DraftKind =>
  kindForStoredDraft(row.typeId, row.jurisdiction, chosenCourtOf(intake));

/**
 * Encrypts and decrypts a draft's user content, and its versions', with the draft's key: its matter's when it is in
 * one, else its owner's. A draft row is its own key scope.
 */
export function draftCodec(cipher: UserCipher) {
  return {
    sealContent: (scope: KeyScope, content: DraftContent) => cipher.encrypt(scope, JSON.stringify(content)),
    sealIntake: (scope: KeyScope, intake: Intake, instructions: string) => cipher.encrypt(scope, JSON.stringify({ intake, instructions })),
    sealText: (scope: KeyScope, text: string) => cipher.encrypt(scope, text),
    /** Only the title: a list needs no intake or content, which are the large values to decrypt. */
    openTitle: async (row: DraftRow) => readTitle(await cipher.decrypt(row, row.titleEncrypted)),

    async openContent(scope: KeyScope, sealed: string): Promise<DraftContent> {
      return readContent(await cipher.decrypt(scope, sealed));
    },

    async open(row: DraftRow): Promise<OpenDraft> {
      const [title, intakeJson, contentJson] = await Promise.all([
        cipher.decrypt(row, row.titleEncrypted),
        cipher.decrypt(row, row.intakeEncrypted),
        cipher.decrypt(row, row.contentEncrypted),
      ]);
      const { intake, instructions } = readIntake(intakeJson);
      return { row, ...kindOf(row, intake), title: readTitle(title), intake, instructions, content: readContent(contentJson) };
    },

    /** A version of the draft whose key scope is `draft`. */
    async versionSummary(draft: KeyScope, row: VersionRow): Promise<DraftVersion> {
      return {
        id: row.id,
        number: row.number,
        label: await cipher.decrypt(draft, row.labelEncrypted),
        source: row.source,
        author: row.authorName,
        wordCount: row.wordCount,
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}

export type DraftCodec = ReturnType<typeof draftCodec>;

export const countWords = (content: DraftContent) => wordCount(contentPlainText(content));

export function toSummary({ row, type, title }: Pick<OpenDraft, 'row' | 'type' | 'title'>): DraftSummary {
  return {
    id: row.id,
    title,
    typeId: row.typeId,
    typeLabel: type.label,
    family: type.family,
    jurisdiction: row.jurisdiction,
    jurisdictionLabel: draftingJurisdictionLabel(row.jurisdiction),
    status: shownStatus(row),
    tokensUsed: row.tokensUsed,
    wordCount: row.wordCount,
    revision: row.revision,
    matter: row.matter,
    updatedBy: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Notes above the draft: templates not yet written by a model, a jurisdiction whose rules are not checked, a goal now
 * refused here, and each point of the paper's procedure the lawyer must confirm before filing.
 */
function notesFor(draft: OpenDraft): string[] {
  const notes: string[] = [];
  if (!draft.row.generatedBy || draft.row.generatedBy.offline) notes.push(OFFLINE_NOTE);
  if (!packFor(draft.row.jurisdiction)) notes.push(complianceNotCheckedNote(draftingJurisdictionLabel(draft.row.jurisdiction)));
  if (shownStatus(draft.row) === 'interrupted') notes.push(INTERRUPTED_NOTE);
  if (draft.refusal) notes.push(`This draft can be read and exported but not drafted further: ${refusalMessage(draft.refusal)}`);
  for (const item of draft.paper?.checkBeforeFiling ?? []) notes.push(`Check before filing: ${item.subject} (${item.citation}): ${item.reason}`);
  return notes;
}

export function toDetail(draft: OpenDraft): DraftDetail {
  return {
    ...toSummary(draft),
    intake: draft.intake,
    instructions: draft.instructions,
    content: draft.content,
    notes: notesFor(draft),
    placeholders: placeholdersIn([contentPlainText(draft.content)]),
    rulePack: packFor(draft.row.jurisdiction) !== null,
    generatedBy: draft.row.generatedBy ?? null,
    paper: draft.paper ? paperSummary(draft.paper) : null,
  };
}
