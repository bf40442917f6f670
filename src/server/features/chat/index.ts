import type { Db } from '../../db/client';
import { createMatterAccess } from '../matters/access';
import { createChatAnswers, type ChatAnswers } from './answers';
import { createChatRepository } from './repository';
import { createChatSessions, type ChatSessions } from './sessions';

export type { CorpusTools } from './tools';

/** The assistant's conversations and answers over one repository. */
export function createChat({ db, ...deps }: Omit<Parameters<typeof createChatAnswers>[0], 'repository' | 'sessions'> & { db: Db }): {
  sessions: ChatSessions;
  answers: ChatAnswers;
} {
  const repository = createChatRepository(db);
  const sessions = createChatSessions({ repository, cipher: deps.cipher, access: createMatterAccess(db) });
  return { sessions, answers: createChatAnswers({ ...deps, repository, sessions }) };
}
