import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from './auth/auth';
import { createAccountCache } from './auth/account-cache';
import { createTokenVerifier } from './auth/verify-token';
import { publicUrl, type Config } from './config';
import type { Database } from './db/client';
import { createAdminAccessRepository } from './features/admin-access/repository';
import { createAdminAccessService } from './features/admin-access/service';
import { createAdmin } from './features/admin';
import { createAuditLog } from './features/audit/audit-log';
import { createBillingRepository } from './features/billing/repository';
import { createBillingService } from './features/billing/service';
import { createCaptcha } from './features/captcha/captcha';
import { createPhoneVerificationsRepository } from './features/mfa/repository';
import { createMfaService } from './features/mfa/service';
import { createProfilesRepository } from './features/profiles/repository';
import { createReferralRewards } from './features/referrals/rewards';
import { createSettingsRepository } from './features/settings/repository';
import { createLedgerHistory } from './features/tokens/history';
import { createTokenLedger } from './features/tokens/ledger';
import { createMeteredLedger } from './features/tokens/metered-ledger';
import { recordMeteredCall } from './features/tokens/metered-usage';
import { createFirmPoolLedger } from './features/firm-pool/pool-ledger';
import { createFirmPoolRepository } from './features/firm-pool/repository';
import { createFirmPoolService } from './features/firm-pool/service';
import { totalOf } from './features/tokens/buckets';
import { createMetering } from './features/tokens/metering';
import { TOKENS } from '../shared/constants';
import { createMessenger, encryptPlaintextOutbox, type Messenger } from './providers/messaging';
import { createOnlineCitationLookup, createOnlineResearch, type OnlineCitationLookup } from './providers/case-law';
import { createPayments, type PaymentsProvider } from './providers/payments';
import { assistantSettings, createAssistantModel, type AssistantModel } from './providers/ai';
import { checkMasterKeySettings, loadMasterKey } from './crypto/master-key';
import { createServerSecrets } from './crypto/server-secrets';
import { createSystemCipher } from './crypto/system-cipher';
import { createUserCipher } from './crypto/user-keys';
import { createChat } from './features/chat';
import { createDrafts } from './features/drafts';
import { createFirmsRepository } from './features/firms/repository';
import { createFirmsService } from './features/firms/service';
import { createOidcClient } from './features/sso/oidc-client';
import { createFirmSsoRepository } from './features/sso/repository';
import { createFirmSsoSettings } from './features/sso/settings';
import { createDomainVerifier } from './features/sso/domain-claims';
import { createSsoAdmin } from './features/sso/admin';
import { createGuardedFetch } from './http/outbound-fetch';
import { createDnsResolver, type DnsResolver } from './providers/dns';
import { createSsoLinkRequests } from './features/sso/link-requests';
import { createEmailVerification } from './features/email-verification/service';
import { createMatterMovesRepository } from './features/matter-moves/repository';
import { createMatterMoves } from './features/matter-moves/service';
import { createMatterAccess } from './features/matters/access';
import { createMattersRepository } from './features/matters/repository';
import { createMattersService } from './features/matters/service';
import type { DocumentSource } from './features/documents/source';
import { createDocuments } from './features/documents';
import { createDocumentAsk } from './features/documents/ask';
import { createDocumentTable } from './features/documents/table';
import { createPlaybookRepository } from './features/documents/playbook-repository';
import { createDocumentReview } from './features/documents/review-service';
import { createReviewExport } from './features/documents/review-export/service';
import { createAttorneyProfileRepository } from './features/attorney-profile/repository';
import { createReviewerNames } from './features/documents/review-export/reviewer-names';
import { createCitationLookupRepository } from './features/citations/lookup-repository';
import { verifyCitations } from './features/citations/verify-service';
import type { LiveHub } from './features/live/hub';
import { createCorpusImports } from './features/corpus-imports/service';
import { searchVectorsFor } from './features/corpus/search-vectors';
import { createCaseRepository } from './features/research/case-repository';
import { createResearchRepository } from './features/research/repository';
import { createSupport } from './features/support';
import { scheduleBackgroundJobs } from './jobs';
import { createJobQueue } from './queue/queue';
import type { SharedState } from './shared-state';

export interface ServiceOverrides {
  /** Email and SMS; by default chosen from configuration (SMTP, Twilio, or the outbox). */
  messenger?: Messenger;
  /** Payments; by default Stripe when configured, else the sandbox checkout. */
  payments?: PaymentsProvider;
  /** Online case-law lookups; by default CourtListener when its token is set, else none (corpus only). */
  onlineCitationLookup?: OnlineCitationLookup | null;
  /** The assistant's language model; by default chosen from the AI_* settings (the offline engine when unset). */
  assistantModel?: AssistantModel;
  /** Reads uploaded documents for the review services; by default the document store. */
  documentSource?: DocumentSource;
  /** TXT lookups for firms' domain verification; by default node's resolver (DNS_SERVERS, else the system's). */
  dnsResolver?: DnsResolver;
}

/** Builds every service once, from configuration and the database; providers can be swapped by the caller. */
export async function createServices({
  config,
  database,
  log,
  liveHub,
  sharedState,
  overrides = {},
}: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  liveHub: LiveHub;
  /** What every instance must see alike: attempt counters, used captcha solutions (ADR 018). */
  sharedState: SharedState;
  overrides?: ServiceOverrides;
}) {
  const { db } = database;
  checkMasterKeySettings(config); // refuse at start-up, not at the first question
  const url = publicUrl(config);
  const settings = createSettingsRepository(db);
  const profiles = createProfilesRepository(db);
  const audit = createAuditLog({ db });
  const ledger = createTokenLedger(db, {
    reservationTtlMs: config.TOKEN_RESERVATION_TTL_MS,
    audit,
    // A referral reward waits for the invitee's first charge; a failure leaves it pending for the next one.
    afterCharge: (userId) =>
      referralRewards.earn(userId).catch((error: unknown) => log.error({ err: error, userId }, 'could not grant a referral reward')),
    // The header's balance updates live wherever the change was made, on whichever instance the user is connected to.
    afterBalanceChange: (userId) =>
      ledger
        .balance(userId)
        .then((balance) => liveHub.publish({ kind: 'user', userId }, 'tokens', { tokenCount: totalOf(balance) }))
        .catch((error: unknown) => log.warn({ err: error, userId }, 'could not announce a new token balance')),
    // Every settled personal call is a row of metered usage too (ADR 025), written in the settle's transaction.
    onSettled: (tx, call) => recordMeteredCall(tx, { userId: call.userId, firmId: null, matterId: null, tokens: call.used, reference: call.reference }),
  });
  const referralRewards = createReferralRewards({ db, ledger });
  // Matter work is charged to the firm's pool, under each member's monthly cap; the member's own balance is untouched.
  const firmPool = createFirmPoolLedger(db, {
    reservationTtlMs: config.TOKEN_RESERVATION_TTL_MS,
    audit,
    afterCharge: (userId) =>
      referralRewards.earn(userId).catch((error: unknown) => log.error({ err: error, userId }, 'could not grant a referral reward')),
  });
  /** What chat, drafting and document questions meter through: the firm's pool for a matter, else the user's balance. */
  const meteredLedger = createMeteredLedger({ user: ledger, pool: firmPool });
  // Needed at every start: the secrets the database holds, and the system data key, are wrapped by it.
  const masterKey = loadMasterKey(config);
  const secrets = createServerSecrets({ settings, masterKey: () => masterKey });
  const systemCipher = createSystemCipher({ secrets });
  // With AUTH_SECRET set, a secret an earlier start generated is unused but still wrapped, not left readable.
  if (config.AUTH_SECRET) await secrets.wrapStored('auth_secret');
  const secret = config.AUTH_SECRET ?? (await secrets.getOrCreate('auth_secret', () => randomBytes(32).toString('base64url')));
  const captchaKey = await secrets.getOrCreate('captcha_hmac_key', () => randomBytes(32).toString('base64url'));
  // Every process runs a worker once main.ts starts it (ADR 020); tests start it when they need one.
  const jobs = createJobQueue({ db, log });
  const messenger = overrides.messenger ?? createMessenger({ config, db, log, cipher: systemCipher, jobs });
  const outboxEncrypted = await encryptPlaintextOutbox(db, systemCipher);
  if (outboxEncrypted > 0) log.info({ encrypted: outboxEncrypted }, 'outbox messages stored in plaintext by an earlier version are now encrypted');
  const payments = overrides.payments ?? createPayments(config);
  const onlineCitationLookup =
    overrides.onlineCitationLookup === undefined ? createOnlineCitationLookup(config) : overrides.onlineCitationLookup;
  const research = createResearchRepository(db);
  const lookup = createCitationLookupRepository(db);
  const verifyText = (text: string) =>
    verifyCitations({ text, lookup, online: onlineCitationLookup, currentYear: new Date().getUTCFullYear() });
  const assistantModel =
    overrides.assistantModel ??
    (await createAssistantModel({
      config,
      offline: {
        search: (q) => research.search({ q, cursor: 0, limit: 5 }),
        authorities: (q) => research.mostCitedAuthorities({ q }),
        verify: verifyText,
        corpusStatus: () => research.status(),
      },
    }));
  const cipher = createUserCipher({ db, masterKey: () => masterKey });
  const history = createLedgerHistory(db);
  const storedDocuments = createDocuments({ db, cipher });
  const documents = { ...storedDocuments, source: overrides.documentSource ?? storedDocuments.source };
  const drafts = createDrafts({
    db,
    cipher,
    ledger: meteredLedger,
    assistant: assistantModel,
    settings: assistantSettings(config),
    verify: verifyText,
    log,
    heartbeatMs: config.GENERATION_HEARTBEAT_MS,
    documents: documents.source,
  });
  // What each request reads about its caller, dropped at once when the database announces a change (ADR 016).
  const accountCache = createAccountCache();
  await accountCache.listen(database);

  const firmsRepository = createFirmsRepository(db);
  const firmSsoRepository = createFirmSsoRepository(db);
  // A firm's identity provider is reached only through the outbound address guard (issue #40).
  const oidc = createOidcClient({ fetch: createGuardedFetch({ allowPrivate: config.SSO_ALLOW_PRIVATE_ISSUERS }) });
  const domainVerifier = createDomainVerifier({
    repository: firmSsoRepository,
    dns: overrides.dnsResolver ?? createDnsResolver({ servers: config.DNS_SERVERS?.split(',') }),
    audit,
  });
  const auth = createAuth({
    db,
    secret,
    publicUrl: url,
    messenger,
    audit,
    sso: { repository: firmSsoRepository, firms: firmsRepository, oidc, cipher: systemCipher, audit, messenger, publicUrl: url },
    // A new account gets its profile and its one-time trial tokens (SPEC §9: 10,000).
    onUserCreated: async (user) => {
      await profiles.createFor(user);
      await ledger.apply({
        userId: user.id,
        kind: 'grant',
        deltas: { trial: TOKENS.newUserTrialTokens },
        description: 'Free trial tokens',
        idempotencyKey: `trial:${user.id}`,
      });
    },
  });

  const billing = createBillingService({
    repository: createBillingRepository(db),
    ledger,
    firms: firmsRepository,
    firmPool,
    audit,
    payments,
    publicUrl: url,
  });
  const corpusImports = createCorpusImports({
    db,
    importDir: config.CORPUS_IMPORT_DIR ?? path.join(config.DATA_DIR, 'imports'),
    allowPrivateUrls: config.CORPUS_IMPORT_ALLOW_PRIVATE_URLS,
    log,
    exclusive: database.kind === 'pglite',
    startSearchVectors: searchVectorsFor(database),
  });
  scheduleBackgroundJobs({ jobs, ledger: meteredLedger, billing, corpusImports, domains: domainVerifier, log });
  const documentReview = createDocumentReview({ source: documents.source, playbooks: createPlaybookRepository(db), drafts: drafts.service });

  return {
    config,
    database,
    /** The job queue: `jobs.register(name, handler)`, `jobs.enqueue(name, payload, { key, runAt })` (ADR 020). */
    jobs,
    publicUrl: url,
    settings,
    profiles,
    /** The users' own balances: grants, purchases, the header's balance. */
    ledger,
    /** The ledger model calls meter through (ADR 025): a matter's firm pool, or the user's own balance. */
    meteredLedger,
    /** Firms' token pools: reserve, settle, credit, balance. */
    firmPool,
    firmPoolService: createFirmPoolService({ repository: createFirmPoolRepository(db), firms: firmsRepository, pool: firmPool, ledger, audit }),
    referralRewards,
    history,
    /** The append-only audit log: `services.audit.record({ action, actor, subject, ip, details })`. */
    audit,
    admin: createAdmin({ db, auth, ledger, history, audit, cipher: systemCipher }),
    metering: createMetering({ ledger }),
    messenger,
    payments,
    onlineCitationLookup,
    /** Online search and case pages (CourtListener) when its token is set, else null. */
    onlineResearch: createOnlineResearch(config),
    assistantModel,
    chat: createChat({
      db,
      cipher,
      ledger: meteredLedger,
      assistant: assistantModel,
      corpus: { research, cases: createCaseRepository(db), lookup, verify: verifyText },
      settings: assistantSettings(config),
      log,
    }),
    drafts,
    documents,
    documentReview,
    reviewExport: createReviewExport({
      review: documentReview,
      documents,
      names: createReviewerNames({ attorneyProfiles: createAttorneyProfileRepository(db), profiles }),
    }),
    firms: createFirmsService({ repository: firmsRepository, messenger, audit, publicUrl: url }),
    ssoLinks: createSsoLinkRequests({ adapter: async () => (await auth.$context).internalAdapter, repository: firmSsoRepository, firms: firmsRepository, audit }),
    emailVerification: createEmailVerification({ auth, secret, messenger, publicUrl: url, users: firmsRepository }),
    firmSso: createFirmSsoSettings({ repository: firmSsoRepository, firms: firmsRepository, oidc, cipher: systemCipher, audit, domains: domainVerifier, publicUrl: url }),
    ssoAdmin: createSsoAdmin({ repository: firmSsoRepository, audit }),
    matters: createMattersService({ repository: createMattersRepository(db), audit }),
    matterMoves: createMatterMoves({ repository: createMatterMovesRepository(db), access: createMatterAccess(db), cipher, audit }),
    documentQuestions: {
      ask: createDocumentAsk({ documents: documents.source, assistant: assistantModel, ledger: meteredLedger, settings: assistantSettings(config), log }),
      table: createDocumentTable({ documents: documents.source }),
    },
    support: await createSupport({
      db,
      cipher: systemCipher,
      messenger,
      assistant: assistantModel,
      settings: assistantSettings(config),
      helpCenterDir: config.HELP_CENTER_DIR,
      supportEmail: config.SUPPORT_EMAIL,
      log,
    }),
    auth,
    accountCache,
    verify: createTokenVerifier({ db, cache: accountCache, issuer: url, loadJwks: () => auth.api.getJwks() }),
    /** better-auth's secret, which signs session cookies (the identity rate limit checks those signatures). */
    authSecret: secret,
    captcha: createCaptcha({ hmacKey: captchaKey, used: sharedState.captchaUsed }),
    /** Failed-attempt counters and lockouts, shared between instances when REDIS_URL is set. */
    attemptLimiter: sharedState.attemptLimiter,
    adminAccess: createAdminAccessService({ auth, repository: createAdminAccessRepository(db), audit }),
    mfa: createMfaService({ auth, messenger, profiles, pending: createPhoneVerificationsRepository(db) }),
    corpusImports,
    billing,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
