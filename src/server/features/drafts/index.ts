import type { FastifyBaseLogger } from 'fastify';
import type { DocumentSource } from '../documents/source';
import type { VerifyResponse } from '../../../shared/api/citations';
import type { UserCipher } from '../../crypto/user-keys';
import type { Db } from '../../db/client';
import type { AssistantSettings } from '../../providers/ai';
import type { AssistantModel } from '../../providers/ai/types';
import { createAttorneyProfileRepository } from '../attorney-profile/repository';
import { createMatterAccess } from '../matters/access';
import type { TokenLedger } from '../tokens/ledger';
import { createDraftGeneration } from './generation';
import { createDraftsRepository } from './repository';
import { createDraftsService } from './service';
import { draftCodec } from './stored-draft';

/** The drafting studio's services over one repository: drafts, their generation, and citation verification. */
export function createDrafts(deps: {
  db: Db;
  cipher: UserCipher;
  ledger: TokenLedger;
  assistant: AssistantModel;
  settings: AssistantSettings;
  verify: (text: string) => Promise<VerifyResponse>;
  log: FastifyBaseLogger;
  /** How often a running generation renews its hold on the draft (GENERATION_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** The uploaded documents the user may read, which a new draft can be made from. */
  documents: DocumentSource;
}) {
  const repository = createDraftsRepository(deps.db);
  const codec = draftCodec(deps.cipher);
  const service = createDraftsService({
    repository, codec, documents: deps.documents, access: createMatterAccess(deps.db), attorneyProfiles: createAttorneyProfileRepository(deps.db),
  });
  return { service, generation: createDraftGeneration({ ...deps, service, repository, codec }), verify: deps.verify };
}

export type Drafts = ReturnType<typeof createDrafts>;
