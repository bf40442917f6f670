import type { MovableKind, MovedIntoMatter } from '../../../shared/api/matter-moves';
import type { KeyScope, UserCipher } from '../../crypto/user-keys';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import type { MatterAccess } from '../matters/access';
import type { MatterMovesRepository, MoveWrite } from './repository';

/** A move re-reads and re-seals when the item changed under it; past this many tries the user is asked to retry. */
const ATTEMPTS = 3;

const NAMES: Record<MovableKind, string> = { draft: 'draft', document: 'document', conversation: 'conversation' };

const notFound = (kind: MovableKind) => new AppError('not-found', `This ${NAMES[kind]} does not exist, or it is not yours to move.`);

/**
 * Moves a user's own personal draft, document or conversation into one of their matters (issue #39). Its content is
 * then sealed with the matter's key (ADR 025), so it is opened and sealed again; every member of the matter reads it
 * from then on, and it stays with the matter. Tokens already spent stay where they were charged.
 */
export function createMatterMoves({ repository, access, cipher, audit }: {
  repository: MatterMovesRepository;
  access: MatterAccess;
  cipher: UserCipher;
  audit: AuditLog;
}) {
  /** Opens every sealed value with the personal key and seals it with the matter's. */
  function resealer(userId: string, matterId: string) {
    const from: KeyScope = { userId, matterId: null };
    const to: KeyScope = { userId, matterId };
    const reseal = async (sealed: string) => cipher.encrypt(to, await cipher.decrypt(from, sealed));
    return { reseal, resealNullable: async (sealed: string | null) => (sealed === null ? null : reseal(sealed)) };
  }

  /** One read-seal-write pass; null when the item is not the user's personal work. */
  async function attempt(kind: MovableKind, userId: string, matterId: string, id: string): Promise<MoveWrite | null> {
    const { reseal, resealNullable } = resealer(userId, matterId);
    if (kind === 'draft') {
      const read = await repository.readDraft(userId, id);
      if (!read) return null;
      const [titleEncrypted, intakeEncrypted, contentEncrypted] = await Promise.all([
        reseal(read.row.titleEncrypted), reseal(read.row.intakeEncrypted), reseal(read.row.contentEncrypted),
      ]);
      const versions = new Map(
        await Promise.all(
          read.versions.map(async (v) => [v.id, { labelEncrypted: await reseal(v.labelEncrypted), contentEncrypted: await reseal(v.contentEncrypted) }] as const),
        ),
      );
      return repository.writeDraft({ userId, matterId, read, draft: { titleEncrypted, intakeEncrypted, contentEncrypted }, versions });
    }
    if (kind === 'conversation') {
      const read = await repository.readConversation(userId, id);
      if (!read) return null;
      const messages = new Map(
        await Promise.all(
          read.messages.map(async (m) => [m.id, { contentEncrypted: await reseal(m.contentEncrypted), citationsEncrypted: await resealNullable(m.citationsEncrypted) }] as const),
        ),
      );
      return repository.writeConversation({ userId, matterId, read, titleEncrypted: await resealNullable(read.row.titleEncrypted), messages });
    }
    const read = await repository.readDocument(userId, id);
    if (!read) return null;
    const [titleEncrypted, fileNameEncrypted, fileEncrypted, blocksEncrypted] = await Promise.all([
      reseal(read.titleEncrypted), reseal(read.fileNameEncrypted), reseal(read.fileEncrypted), reseal(read.blocksEncrypted),
    ]);
    return repository.writeDocument({ userId, matterId, read, sealed: { titleEncrypted, fileNameEncrypted, fileEncrypted, blocksEncrypted } });
  }

  return {
    async moveIntoMatter({ userId, ip, matterId, kind, id }: { userId: string; ip: string | null; matterId: string; kind: MovableKind; id: string }): Promise<MovedIntoMatter> {
      const matter = await access.requireMember(matterId, userId);
      for (let tries = 0; tries < ATTEMPTS; tries++) {
        const result = await attempt(kind, userId, matterId, id);
        if (result === null || result === 'gone') {
          if (await repository.inMatter(kind, userId, id)) {
            throw new AppError('aborted', `This ${NAMES[kind]} is already in a matter. Work in a matter stays with the matter.`);
          }
          throw notFound(kind);
        }
        if (result === 'generating') {
          throw new AppError('aborted', 'This draft is being written. Move it into the matter when the generation has finished.');
        }
        if (result === 'moved') {
          await audit.record({ action: 'matter.item-moved', actor: { id: userId }, ip, details: { firmId: matter.firmId, matterId, kind, itemId: id } });
          return { kind, id, matter: { id: matter.id, name: matter.name, number: matter.number } };
        }
      }
      throw new AppError('aborted', `This ${NAMES[kind]} changed while it was being moved. Try again.`);
    },
  };
}

export type MatterMoves = ReturnType<typeof createMatterMoves>;
