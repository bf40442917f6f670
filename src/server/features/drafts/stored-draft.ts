import { z } from 'zod';
import {
  OFFLINE_NOTE, complianceNotCheckedNote, contentPlainText, draftContentSchema, findDocumentType, placeholdersIn, wordCount,
  type DocumentType, type DraftContent, type Intake,
} from '../../../legal/drafting';
import { packFor } from '../../../legal/jurisdictions';
import { DRAFT_LIMITS, intakeSchema, type DraftDetail, type DraftSummary, type DraftVersion } from '../../../shared/api/drafts';
import { draftingJurisdictionLabel } from '../../../shared/jurisdictions';
import type { UserCipher } from '../../crypto/user-keys';
import { AppError } from '../../http/errors';
import type { DraftRow, VersionRow } from './repository';
import { clampToSchema, cut, fitStoredContent } from './stored-limits';

/** A draft with its user content decrypted: what the services work on. */
export interface OpenDraft {
  row: DraftRow;
  type: DocumentType;
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

export const draftNotFound = () => new AppError('not-found', 'This draft does not exist or was deleted.');

export function typeOf(typeId: string): DocumentType {
  const type = findDocumentType(typeId);
  // A stored draft names a type the catalogue dropped: it can still be read, not drafted further.
  if (!type) throw new AppError('failed-precondition', `The document type "${typeId}" is no longer offered.`);
  return type;
}

/** Encrypts and decrypts a draft's user content with its owner's data key. */
export function draftCodec(cipher: UserCipher) {
  return {
    sealContent: (userId: string, content: DraftContent) => cipher.encrypt(userId, JSON.stringify(content)),
    sealIntake: (userId: string, intake: Intake, instructions: string) => cipher.encrypt(userId, JSON.stringify({ intake, instructions })),
    sealText: (userId: string, text: string) => cipher.encrypt(userId, text),
    /** Only the title: a list needs no intake or content, which are the large values to decrypt. */
    openTitle: async (row: DraftRow) => readTitle(await cipher.decrypt(row.userId, row.titleEncrypted)),

    async openContent(userId: string, sealed: string): Promise<DraftContent> {
      return readContent(await cipher.decrypt(userId, sealed));
    },

    async open(row: DraftRow): Promise<OpenDraft> {
      const [title, intakeJson, contentJson] = await Promise.all([
        cipher.decrypt(row.userId, row.titleEncrypted),
        cipher.decrypt(row.userId, row.intakeEncrypted),
        cipher.decrypt(row.userId, row.contentEncrypted),
      ]);
      const { intake, instructions } = readIntake(intakeJson);
      return { row, type: typeOf(row.typeId), title: readTitle(title), intake, instructions, content: readContent(contentJson) };
    },

    async versionSummary(row: VersionRow): Promise<DraftVersion> {
      return {
        id: row.id,
        number: row.number,
        label: await cipher.decrypt(row.userId, row.labelEncrypted),
        source: row.source,
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
    status: row.status,
    tokensUsed: row.tokensUsed,
    wordCount: row.wordCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Notes above the draft: templates not yet written by a model, and a jurisdiction whose rules are not checked. */
function notesFor(draft: OpenDraft): string[] {
  const notes: string[] = [];
  if (!draft.row.generatedBy || draft.row.generatedBy.offline) notes.push(OFFLINE_NOTE);
  if (!packFor(draft.row.jurisdiction)) notes.push(complianceNotCheckedNote(draftingJurisdictionLabel(draft.row.jurisdiction)));
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
  };
}
