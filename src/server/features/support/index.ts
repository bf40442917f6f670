import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { SystemCipher } from '../../crypto/system-cipher';
import type { Db } from '../../db/client';
import type { AssistantSettings } from '../../providers/ai';
import type { AssistantModel } from '../../providers/ai/types';
import type { Messenger } from '../../providers/messaging';
import { createSupportAnswers, type SupportAnswers } from './answers';
import { DEFAULT_HELP_CENTER_DIR } from './help-articles';
import { loadHelpCenter, type HelpCenter } from './help-center';
import { createTicketsRepository } from './repository';
import { createTickets, type Tickets } from './tickets';

/** The address the site shows (content/site.json), used when SUPPORT_EMAIL is not set. */
function siteSupportEmail(): string {
  const site = JSON.parse(readFileSync(new URL('../../../../content/site.json', import.meta.url), 'utf8')) as { supportEmail: string };
  return site.supportEmail;
}

/** The support bot over the help center (read once, here, at start-up) and the contact form's tickets. */
export async function createSupport(deps: {
  db: Db;
  /** Encrypts the tickets' content (the sender may have no account, so no user key). */
  cipher: SystemCipher;
  messenger: Messenger;
  assistant: AssistantModel;
  settings: AssistantSettings;
  /** Unset: content/help at the project root. */
  helpCenterDir?: string;
  /** Unset: the supportEmail of content/site.json. */
  supportEmail?: string;
  log: FastifyBaseLogger;
}): Promise<{ helpCenter: HelpCenter; answers: SupportAnswers; tickets: Tickets }> {
  const dir = deps.helpCenterDir ?? DEFAULT_HELP_CENTER_DIR;
  const helpCenter = await loadHelpCenter(dir);
  if (helpCenter.articles.length === 0) deps.log.warn({ dir }, 'the help center has no articles: the support bot will refer every question to /support');
  const ticketsRepository = createTicketsRepository(deps.db, deps.cipher);
  const encrypted = await ticketsRepository.encryptPlaintext();
  if (encrypted > 0) deps.log.info({ encrypted }, 'support tickets stored in plaintext by an earlier version are now encrypted');
  return {
    helpCenter,
    answers: createSupportAnswers({ helpCenter, assistant: deps.assistant, settings: deps.settings, log: deps.log }),
    tickets: createTickets({
      repository: ticketsRepository,
      messenger: deps.messenger,
      supportEmail: deps.supportEmail ?? siteSupportEmail(),
      log: deps.log,
    }),
  };
}
