import type { FastifyInstance } from 'fastify';
import { mountAuth } from './auth/mount';
import { adminRoutes, registerOpenApi } from './features/admin';
import { adminAccessRoutes } from './features/admin-access/routes';
import { createAttorneyProfileRepository } from './features/attorney-profile/repository';
import { attorneyProfileRoutes } from './features/attorney-profile/routes';
import { billingRoutes } from './features/billing/routes';
import { captchaRoutes } from './features/captcha/routes';
import { certificationRoutes } from './features/certifications/routes';
import { chatRoutes } from './features/chat/routes';
import { citationRoutes } from './features/citations/routes';
import { configRoutes } from './features/config/routes';
import { corpusImportRoutes, corpusPermissionRoutes } from './features/corpus-imports/routes';
import { documentCheckRoutes } from './features/documents/check-routes';
import { documentReviewRoutes } from './features/documents/review-routes';
import { reviewExportRoutes } from './features/documents/review-export/routes';
import { draftRoutes } from './features/drafts/routes';
import { firmRoutes } from './features/firms/routes';
import { firmSsoRoutes } from './features/sso/routes';
import { adminSsoRoutes } from './features/sso/admin-routes';
import { ssoLinkRoutes } from './features/sso/link-routes';
import { emailVerificationRoutes } from './features/email-verification/routes';
import { matterMoveRoutes } from './features/matter-moves/routes';
import { matterRoutes } from './features/matters/routes';
import { adminMatterUsageRoutes, firmPoolRoutes } from './features/firm-pool/routes';
import { documentAskRoutes } from './features/documents/ask-routes';
import { documentRoutes } from './features/documents/routes';
import { healthRoutes } from './features/health/routes';
import { liveRoutes } from './features/live/routes';
import type { LiveHub } from './features/live/hub';
import { meRoutes } from './features/me/routes';
import { mfaRoutes } from './features/mfa/routes';
import { createReferralsRepository } from './features/referrals/repository';
import { referralRoutes } from './features/referrals/routes';
import { referralSummaryRoutes } from './features/referrals/summary-routes';
import { researchRoutes } from './features/research/routes';
import { supportRoutes } from './features/support/routes';
import { tokenRoutes } from './features/tokens/routes';
import { visitsRoutes } from './features/visits/routes';
import type { Services } from './services';
import { APP_VERSION } from './version';

/** Every route under /api. */
export async function registerApiRoutes(api: FastifyInstance, s: Services, hub: LiveHub): Promise<void> {
  const { db } = s.database;
  await registerOpenApi(api); // first, so the OpenAPI document sees every route registered after it
  await api.register(healthRoutes, { database: s.database, version: APP_VERSION, startedAt: Date.now() });
  await api.register(visitsRoutes, { db });
  await api.register(liveRoutes, { hub });
  await mountAuth(api, {
    auth: s.auth,
    secret: s.authSecret,
    profiles: s.profiles,
    enumerationProtection: s.config.AUTH_ENUMERATION_PROTECTION,
    signUpsPerHour: s.config.SIGNUPS_PER_IP_PER_HOUR,
    audit: s.audit,
    attemptLimiter: s.attemptLimiter,
  });
  await api.register(meRoutes, { profiles: s.profiles, ledger: s.ledger, cache: s.accountCache });
  await api.register(referralRoutes, { db });
  await api.register(referralSummaryRoutes, {
    profiles: s.profiles,
    referrals: createReferralsRepository(db),
    rewards: s.referralRewards,
    publicUrl: s.publicUrl,
  });
  await api.register(captchaRoutes, { captcha: s.captcha });
  await api.register(mfaRoutes, { mfa: s.mfa, captcha: s.captcha });
  await api.register(adminAccessRoutes, { adminAccess: s.adminAccess });
  await api.register(adminRoutes, { admin: s.admin, audit: s.audit });
  await api.register(tokenRoutes, { history: s.history });
  await api.register(researchRoutes, { db, online: s.onlineResearch });
  await api.register(corpusPermissionRoutes, { database: s.database });
  await api.register(corpusImportRoutes, { imports: s.corpusImports, database: s.database, maxUploadBytes: s.config.CORPUS_UPLOAD_MAX_BYTES });
  await api.register(citationRoutes, { db, online: s.onlineCitationLookup });
  await api.register(documentCheckRoutes, { documents: s.documents.source, db, online: s.onlineCitationLookup });
  await api.register(chatRoutes, s.chat);
  await api.register(draftRoutes, { drafts: s.drafts, audit: s.audit });
  await api.register(attorneyProfileRoutes, { profiles: createAttorneyProfileRepository(db) });
  await api.register(certificationRoutes, { drafts: s.drafts });
  await api.register(documentReviewRoutes, { review: s.documentReview });
  await api.register(reviewExportRoutes, { reviewExport: s.reviewExport });
  await api.register(documentAskRoutes, s.documentQuestions);
  await api.register(documentRoutes, { documents: s.documents });
  await api.register(firmRoutes, { firms: s.firms });
  await api.register(firmSsoRoutes, { firmSso: s.firmSso });
  await api.register(adminSsoRoutes, { ssoAdmin: s.ssoAdmin });
  await api.register(ssoLinkRoutes, { links: s.ssoLinks });
  await api.register(emailVerificationRoutes, { verification: s.emailVerification });
  await api.register(matterRoutes, { matters: s.matters });
  await api.register(matterMoveRoutes, { moves: s.matterMoves });
  await api.register(firmPoolRoutes, { pool: s.firmPoolService });
  await api.register(adminMatterUsageRoutes, { pool: s.firmPoolService, audit: s.audit });
  await api.register(supportRoutes, { answers: s.support.answers, tickets: s.support.tickets });
  await api.register(billingRoutes, { billing: s.billing, payments: s.payments, profiles: s.profiles });
  await api.register(configRoutes, {
    adminAccess: s.adminAccess,
    authSyncUrl: s.config.AUTH_SYNC_URL,
    messaging: { email: s.config.SMTP_URL ? 'smtp' : 'outbox', sms: s.config.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox' },
  });
}
