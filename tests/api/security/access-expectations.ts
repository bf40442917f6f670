/**
 * What each role may do on each route: the access matrix's expectations. Every route in `app.routeTable` needs an
 * entry here, so a new route without one fails the suite until someone decides who may call it.
 *
 * - public: anyone; no role is refused (401/403).
 * - user: anonymous 401; every signed-in role is served.
 * - owner: a resource of user A by id: anonymous 401; A is served; B and both admins get 404 (admins see ids, never
 *   content, and only through /api/admin).
 * - admin: anonymous 401; users and an admin without phone MFA 403; an admin with phone MFA is served.
 * - identity: better-auth's allowed endpoints; each says what it answers anonymously.
 */
import { buildMotionIntake } from '../../support/drafts';

export type Access = 'public' | 'user' | 'owner' | 'admin' | 'identity';

export interface Fixtures {
  chatId: string;
  draftId: string;
  documentId: string;
  /** User A's firm (A its only owner), A's own id in it, and a pending invitation of it. */
  firmId: string;
  firmOwnerId: string;
  invitationId: string;
  /** A matter of A's firm that A opened (A its only member), and another one the matrix deletes. */
  matterId: string;
  spareMatterId: string;
  versionId: string;
  checkoutId: string;
  caseId: number;
  targetUserId: string;
  captcha: () => Promise<string>;
}

export interface RouteRequest {
  url: string;
  payload?: unknown;
  /** Answers as a stream that stays open (server-sent events): only its status line is read. */
  stream?: boolean;
}

export interface Expectation {
  access: Access;
  request: (f: Fixtures) => RouteRequest | Promise<RouteRequest>;
  /** identity routes: the anonymous status. */
  anonymous?: number;
  /** public routes whose probe every caller must get the same refusal for (a wrong invitation code). */
  status?: number;
}

const get = (url: string) => () => ({ url });
const post = (url: string, payload: unknown = {}) => () => ({ url, payload });

export const EXPECTATIONS: Record<string, Expectation> = {
  'POST /api/auth/sync': { access: 'user', request: post('/api/auth/sync', {}) },
  'DELETE /api/auth/sync': { access: 'public', request: get('/api/auth/sync') },
  'GET /api/health': { access: 'public', request: get('/api/health') },
  'POST /api/track-visit': { access: 'public', request: post('/api/track-visit', { page: '/about' }) },
  'GET /api/live': { access: 'public', request: () => ({ url: '/api/live', stream: true }) },
  'GET /api/live/poll': { access: 'public', request: () => ({ url: '/api/live/poll?timeoutMs=5000&after=999999', stream: true }) },

  'POST /api/auth/sign-up/email': { access: 'identity', anonymous: 400, request: post('/api/auth/sign-up/email', { email: 'not-an-email', password: 'correct-horse', name: 'Probe' }) },
  'POST /api/auth/sign-in/email': { access: 'identity', anonymous: 401, request: post('/api/auth/sign-in/email', { email: 'nobody@firm.test', password: 'wrong-password' }) },
  'POST /api/auth/two-factor/verify-otp': { access: 'identity', anonymous: 401, request: post('/api/auth/two-factor/verify-otp', { code: '000000' }) },
  'POST /api/auth/sign-out': { access: 'identity', anonymous: 200, request: post('/api/auth/sign-out', {}) },
  'GET /api/auth/get-session': { access: 'identity', anonymous: 200, request: get('/api/auth/get-session') },
  'GET /api/auth/token': { access: 'identity', anonymous: 401, request: get('/api/auth/token') },
  'GET /api/auth/jwks': { access: 'identity', anonymous: 200, request: get('/api/auth/jwks') },
  'POST /api/auth/request-password-reset': { access: 'identity', anonymous: 404, request: post('/api/auth/request-password-reset', { email: 'nobody@firm.test', redirectTo: '/reset-password' }) },
  'POST /api/auth/sso/start': { access: 'identity', anonymous: 404, request: post('/api/auth/sso/start', { email: 'nobody@no-sso.test' }) },
  'GET /api/auth/sso/callback': { access: 'identity', anonymous: 302, request: get('/api/auth/sso/callback?state=unknown&code=unknown') },
  'POST /api/auth/reset-password': { access: 'identity', anonymous: 400, request: post('/api/auth/reset-password', { newPassword: 'another-horse', token: 'not-a-token' }) },

  'GET /api/me': { access: 'user', request: get('/api/me') },
  // Issue #40: the emailed verification link's token is the proof, so anyone may hand one in; a forged one is a 400 for all.
  'POST /api/email-verification': { access: 'public', status: 400, request: post('/api/email-verification', { token: 'not-a-token' }) },
  'POST /api/me/email-verification': { access: 'user', request: post('/api/me/email-verification') },
  // The link consenting to single sign-on for an existing account: its token is the proof; an unknown one is a 404 for all.
  'POST /api/sso/link-requests/preview': { access: 'public', status: 404, request: post('/api/sso/link-requests/preview', { token: 'not-a-token' }) },
  'POST /api/sso/link-requests/confirm': { access: 'public', status: 404, request: post('/api/sso/link-requests/confirm', { token: 'not-a-token' }) },
  'POST /api/referrals/process': { access: 'user', request: post('/api/referrals/process', { referralCode: 'NOSUCHCODE' }) },
  'GET /api/referrals': { access: 'user', request: get('/api/referrals') },
  'GET /api/captcha/challenge': { access: 'public', request: get('/api/captcha/challenge') },
  'GET /api/mfa': { access: 'user', request: get('/api/mfa') },
  'POST /api/mfa/phone': { access: 'user', request: async (f) => ({ url: '/api/mfa/phone', payload: { phoneNumber: 'not a phone', captcha: await f.captcha() } }) },
  'POST /api/mfa/phone/verify': { access: 'user', request: post('/api/mfa/phone/verify', { code: '123456', password: 'wrong-password' }) },
  'POST /api/mfa/disable': { access: 'user', request: post('/api/mfa/disable', { password: 'wrong-password' }) },
  // The sign-in SMS belongs to the password step (its own cookie), not to an API token: anyone may ask, nobody without that step gets a text.
  'POST /api/mfa/send-code': { access: 'public', request: async (f) => ({ url: '/api/mfa/send-code', payload: { captcha: await f.captcha() } }) },
  'GET /api/admin-setup': { access: 'public', request: get('/api/admin-setup') },
  'POST /api/admin-setup': { access: 'public', request: post('/api/admin-setup', { code: 'WRONG-CODE', firstName: 'A', lastName: 'B', email: 'setup@firm.test', password: 'correct-horse' }) },
  'POST /api/admin-register': { access: 'public', status: 403, request: post('/api/admin-register', { code: 'WRONG-CODE', firstName: 'A', lastName: 'B', email: 'register@firm.test', password: 'correct-horse' }) },

  'GET /api/admin/invitations': { access: 'admin', request: get('/api/admin/invitations') },
  'POST /api/admin/invitations': { access: 'admin', request: post('/api/admin/invitations') },
  'GET /api/admin/users': { access: 'admin', request: get('/api/admin/users?q=firm') },
  'GET /api/admin/users/:id': { access: 'admin', request: (f) => ({ url: `/api/admin/users/${f.targetUserId}` }) },
  'POST /api/admin/users/:id/disable': { access: 'admin', request: (f) => ({ url: `/api/admin/users/${f.targetUserId}/disable`, payload: { reason: 'access matrix' } }) },
  'POST /api/admin/users/:id/enable': { access: 'admin', request: (f) => ({ url: `/api/admin/users/${f.targetUserId}/enable` }) },
  'POST /api/admin/users/:id/tokens': { access: 'admin', request: (f) => ({ url: `/api/admin/users/${f.targetUserId}/tokens`, payload: { amount: 10, reason: 'access matrix' } }) },
  'GET /api/admin/sso-requirements': { access: 'admin', request: get('/api/admin/sso-requirements') },
  'POST /api/admin/firms/:id/sso/lift-requirement': { access: 'admin', request: (f) => ({ url: `/api/admin/firms/${f.firmId}/sso/lift-requirement`, payload: { reason: 'access matrix' } }) },
  'POST /api/admin/users/:id/role': { access: 'admin', request: (f) => ({ url: `/api/admin/users/${f.targetUserId}/role`, payload: { admin: false } }) },
  'GET /api/admin/analytics': { access: 'admin', request: get('/api/admin/analytics') },
  'GET /api/admin/analytics.csv': { access: 'admin', request: get('/api/admin/analytics.csv?report=daily') },
  'GET /api/admin/audit': { access: 'admin', request: get('/api/admin/audit') },
  'GET /api/admin/outbox': { access: 'admin', request: get('/api/admin/outbox') },
  'GET /api/admin/operator-guide': { access: 'admin', request: get('/api/admin/operator-guide') },
  'GET /api/admin/openapi.json': { access: 'admin', request: get('/api/admin/openapi.json') },
  'GET /api/admin/usage/matters': { access: 'admin', request: get('/api/admin/usage/matters?format=csv') },

  'GET /api/tokens/ledger': { access: 'user', request: get('/api/tokens/ledger') },
  'GET /api/tokens/usage': { access: 'user', request: get('/api/tokens/usage') },
  'GET /api/me/usage': { access: 'user', request: get('/api/me/usage?format=csv') },
  'GET /api/research/search': { access: 'public', request: get('/api/research/search?q=due+process') },
  'GET /api/research/authorities': { access: 'public', request: get('/api/research/authorities?q=due+process') },
  'GET /api/research/cases/:id': { access: 'public', request: (f) => ({ url: `/api/research/cases/${f.caseId}` }) },
  'GET /api/research/online/:clusterId': { access: 'public', request: get('/api/research/online/1') },
  'GET /api/research/status': { access: 'public', request: get('/api/research/status') },
  // Loading case law: admins with phone MFA (the embedded single-user install's one account too, not the case here).
  'POST /api/corpus/imports': { access: 'admin', request: post('/api/corpus/imports', { source: 'server-file', path: '../outside.jsonl' }) },
  'POST /api/corpus/imports/upload': { access: 'admin', request: post('/api/corpus/imports/upload') },
  'GET /api/corpus/imports': { access: 'admin', request: get('/api/corpus/imports') },
  'GET /api/corpus/permission': { access: 'user', request: get('/api/corpus/permission') },
  'GET /api/corpus/imports/:id': { access: 'admin', request: get('/api/corpus/imports/0') },
  'POST /api/corpus/imports/:id/cancel': { access: 'admin', request: post('/api/corpus/imports/0/cancel') },
  'POST /api/citations/verify': { access: 'user', request: post('/api/citations/verify', { text: 'See Roe v. Wade, 410 U.S. 113 (1973).' }) },
  'POST /api/citations/report': { access: 'user', request: post('/api/citations/report?format=pdf', { text: 'See Roe v. Wade, 410 U.S. 113 (1973).' }) },

  'GET /api/chat/sessions': { access: 'user', request: get('/api/chat/sessions') },
  'POST /api/chat/sessions': { access: 'user', request: post('/api/chat/sessions', { title: 'Access matrix' }) },
  'GET /api/chat/sessions/:id': { access: 'owner', request: (f) => ({ url: `/api/chat/sessions/${f.chatId}` }) },
  'PATCH /api/chat/sessions/:id': { access: 'owner', request: (f) => ({ url: `/api/chat/sessions/${f.chatId}`, payload: { title: 'Renamed' } }) },
  'DELETE /api/chat/sessions/:id': { access: 'owner', request: (f) => ({ url: `/api/chat/sessions/${f.chatId}` }) },
  'POST /api/chat/sessions/:id/messages': { access: 'owner', request: (f) => ({ url: `/api/chat/sessions/${f.chatId}/messages`, payload: { content: 'What is the pleading standard?' } }) },

  'GET /api/drafting/types': { access: 'public', request: get('/api/drafting/types') },
  'GET /api/drafting/paper': { access: 'public', request: get('/api/drafting/paper?typeId=motion-to-dismiss&jurisdiction=us-ca') },
  'GET /api/drafts': { access: 'user', request: get('/api/drafts') },

  'GET /api/firms': { access: 'user', request: get('/api/firms') },
  'POST /api/firms': { access: 'user', request: post('/api/firms', { name: 'Access Matrix LLP' }) },
  'POST /api/firms/join': { access: 'user', request: post('/api/firms/join', { token: 'not-a-token' }) },
  'GET /api/firms/:id': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}` }) },
  'POST /api/firms/:id/members': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/members`, payload: { email: 'matrix-invitee@firm.test', role: 'member' } }) },
  'PATCH /api/firms/:id/members/:userId': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/members/${f.firmOwnerId}`, payload: { role: 'owner' } }) },
  // A is the firm's only owner: leaving is refused (412), so the firm stays for the other routes.
  'DELETE /api/firms/:id/members/:userId': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/members/${f.firmOwnerId}` }) },
  'GET /api/firms/:id/sso': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/sso` }) },
  // The owner is served a 412: the probe's provider (a closed local port) cannot be reached.
  'PUT /api/firms/:id/sso': {
    access: 'owner',
    request: (f) => ({ url: `/api/firms/${f.firmId}/sso`, payload: { issuer: 'http://127.0.0.1:9', clientId: 'matrix', clientSecret: 'matrix', emailDomain: 'firm.test' } }),
  },
  // The owner is served a 412: the firm has no settings, so no domain to verify.
  'POST /api/firms/:id/sso/verify-domain': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/sso/verify-domain` }) },
  'DELETE /api/firms/:id/sso': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/sso` }) },
  'DELETE /api/firms/:id/invitations/:invitationId': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/invitations/${f.invitationId}` }) },
  'GET /api/firms/:id/pool': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/pool` }) },
  'PUT /api/firms/:id/members/:userId/cap': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/members/${f.firmOwnerId}/cap`, payload: { monthlyTokenCap: 50_000 } }) },
  // One key for every call: A's tokens move into the pool once however often the matrix asks.
  'POST /api/firms/:id/pool/transfer': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/pool/transfer`, payload: { tokens: 10, idempotencyKey: '5b3f1e7a-6c1d-4f0e-9a43-2d8e7c6b5a41' } }) },
  'GET /api/firms/:id/usage': { access: 'owner', request: (f) => ({ url: `/api/firms/${f.firmId}/usage?format=csv` }) },

  'GET /api/matters': { access: 'user', request: get('/api/matters') },
  // Opening a matter in A's firm: B and the admins are not in it (404). A's second try is a 409 (the number is taken).
  'POST /api/matters': { access: 'owner', request: (f) => ({ url: '/api/matters', payload: { firmId: f.firmId, name: 'Matrix matter', client: 'Matrix Co.', number: 'MX-NEW' } }) },
  'GET /api/matters/:id': { access: 'owner', request: (f) => ({ url: `/api/matters/${f.matterId}` }) },
  'PATCH /api/matters/:id': { access: 'owner', request: (f) => ({ url: `/api/matters/${f.matterId}`, payload: { name: 'Renamed matter' } }) },
  'DELETE /api/matters/:id': { access: 'owner', request: (f) => ({ url: `/api/matters/${f.spareMatterId}` }) },
  // A adds themself again (already a member: nothing changes), then leaves the matter, which stays for the firm's owner.
  'POST /api/matters/:id/members': { access: 'owner', request: (f) => ({ url: `/api/matters/${f.matterId}/members`, payload: { userId: f.firmOwnerId } }) },
  // A moves their own conversation into their matter; the other roles neither see the conversation nor the matter.
  'POST /api/matters/:id/items': { access: 'owner', request: (f) => ({ url: `/api/matters/${f.matterId}/items`, payload: { kind: 'conversation', id: f.chatId } }) },
  'DELETE /api/matters/:id/members/:userId': { access: 'owner', request: (f) => ({ url: `/api/matters/${f.matterId}/members/${f.firmOwnerId}` }) },
  'POST /api/drafts': { access: 'user', request: post('/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake() }) },
  'GET /api/drafts/:id': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}` }) },
  'PATCH /api/drafts/:id': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}`, payload: { baseRevision: 0, checkpoint: { label: 'matrix' } } }) },
  'DELETE /api/drafts/:id': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}` }) },
  'POST /api/drafts/:id/generate': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}/generate`, payload: {} }) },
  'POST /api/drafts/:id/check': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}/check` }) },
  'GET /api/drafts/:id/certifications': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}/certifications` }) },
  'GET /api/drafts/:id/versions': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}/versions` }) },
  'GET /api/drafts/:id/versions/:versionId': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}/versions/${f.versionId}` }) },
  'POST /api/drafts/:id/versions/:versionId/restore': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}/versions/${f.versionId}/restore`, payload: {} }) },
  'GET /api/attorney-profile': { access: 'user', request: get('/api/attorney-profile') },
  'PUT /api/attorney-profile': {
    access: 'user',
    request: () => ({ url: '/api/attorney-profile', payload: { attorneyName: 'Alex Rivera', barNumber: '312345', firm: '', attorneyAddress: '', attorneyPhone: '', attorneyEmail: '' } }),
  },
  'GET /api/documents/playbook': { access: 'user', request: get('/api/documents/playbook') },
  'DELETE /api/documents/playbook': { access: 'user', request: get('/api/documents/playbook') },
  'PUT /api/documents/playbook': { access: 'user', request: () => ({ url: '/api/documents/playbook', payload: { positions: [] } }) },
  'POST /api/documents/:id/review': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}/review`, payload: {} }) },
  'GET /api/documents/:id/check': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}/check` }) },
  'POST /api/documents/ask': { access: 'owner', request: (f) => ({ url: '/api/documents/ask', payload: { documentIds: [f.documentId], question: 'What is the term?' } }) },
  'POST /api/documents/table': { access: 'owner', request: (f) => ({ url: '/api/documents/table', payload: { documentIds: [f.documentId], questions: ['What is the term?'] } }) },
  // A document compared with itself: B and the admins are refused both ids alike (404).
  'POST /api/documents/:id/compare': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}/compare`, payload: { otherId: f.documentId } }) },
  'POST /api/documents/:id/review/docx': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}/review/docx`, payload: {} }) },
  'POST /api/documents/:id/review/accept': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}/review/accept`, payload: { findingIds: ['none'] } }) },
  'GET /api/documents': { access: 'user', request: get('/api/documents') },
  'GET /api/documents/storage': { access: 'user', request: get('/api/documents/storage') },
  // The matrix sends JSON: a signed-in user is answered (415, not multipart), never refused; uploads are tested in documents-upload.
  'POST /api/documents': { access: 'user', request: post('/api/documents', {}) },
  'GET /api/documents/:id': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}` }) },
  'DELETE /api/documents/:id': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}` }) },
  'GET /api/documents/:id/file': { access: 'owner', request: (f) => ({ url: `/api/documents/${f.documentId}/file` }) },
  'GET /api/drafts/:id/export': { access: 'owner', request: (f) => ({ url: `/api/drafts/${f.draftId}/export?format=docx&confirmUnverified=true` }) },

  'POST /api/support/ask': { access: 'public', request: post('/api/support/ask', { question: 'How do I reset my password?' }) },
  'POST /api/support/tickets': { access: 'public', request: post('/api/support/tickets', { name: 'Probe', email: 'probe@firm.test', subject: 'Access', message: 'Checking access.' }) },
  'GET /api/billing/plans': { access: 'public', request: get('/api/billing/plans') },
  'GET /api/billing/packs': { access: 'public', request: get('/api/billing/packs') },
  'POST /api/billing/checkout': { access: 'user', request: post('/api/billing/checkout', { pack: 'pack-100k' }) },
  'GET /api/billing/checkout/:id': { access: 'owner', request: (f) => ({ url: `/api/billing/checkout/${f.checkoutId}` }) },
  'POST /api/billing/sandbox/:id': { access: 'owner', request: (f) => ({ url: `/api/billing/sandbox/${f.checkoutId}`, payload: { outcome: 'decline' } }) },
  'GET /api/billing/subscription': { access: 'user', request: get('/api/billing/subscription') },
  'POST /api/billing/cancel': { access: 'user', request: post('/api/billing/cancel') },
  // Stripe's webhook is called by Stripe, signed with the webhook secret; without Stripe configured there is none to call.
  'POST /api/billing/webhook': { access: 'public', request: post('/api/billing/webhook', { type: 'checkout.session.completed' }) },
  'GET /api/config': { access: 'public', request: get('/api/config') },
};
