import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../../support/app';
import { adminWithMfa, adminWithoutMfa, signedInUser, type SignedIn } from '../../support/admin';
import { solvedCaptcha } from '../../support/builders';
import { loadResearchCorpus } from '../../support/corpus';
import { buildMotionIntake } from '../../support/drafts';
import { uploadDocument } from '../../support/documents';
import { listenOnLoopback, type RawResponse, type RawSender } from '../../support/raw-http';
import { EXPECTATIONS, type Expectation, type Fixtures, type RouteRequest } from './access-expectations';
import { spellingsOf } from './spellings';

const ROLES = ['anonymous', 'userB', 'adminWithoutMfa', 'adminWithMfa', 'userA'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
let send: RawSender;
let headersOf: Record<Role, Record<string, string>>;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  await loadResearchCorpus(t.database.db);
  const [a, b, plainAdmin, admin, target]: SignedIn[] = [
    await signedInUser(t),
    await signedInUser(t),
    await adminWithoutMfa(t),
    await adminWithMfa(t),
    await signedInUser(t),
  ];
  headersOf = { anonymous: {}, userA: a!.headers, userB: b!.headers, adminWithoutMfa: plainAdmin!.headers, adminWithMfa: admin!.headers };
  const asA = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: a!.headers, ...(payload ? { payload } : {}) });
  const chat = await asA('POST', '/api/chat/sessions', { title: 'Privileged and confidential' });
  const draft = await asA('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake() });
  const versions = await asA('GET', `/api/drafts/${draft.json().id}/versions`);
  const document = await uploadDocument(t.app, a!.headers, { name: 'matrix.txt', bytes: Buffer.from('Privileged and confidential.') });
  const checkout = await asA('POST', '/api/billing/checkout', { pack: 'pack-100k' });
  const search = await t.app.inject({ method: 'GET', url: '/api/research/search?q=abortion' });
  await t.database.db.update(profiles).set({ subscriptionPlan: 'professional' }).where(eq(profiles.userId, a!.user.id)); // seats to invite
  const firm = await asA('POST', '/api/firms', { name: 'Matrix LLP' });
  const invitation = await asA('POST', `/api/firms/${firm.json().id}/members`, { email: 'matrix-fixture@firm.test', role: 'member' });
  const matter = await asA('POST', '/api/matters', { firmId: firm.json().id, name: 'Matrix matter', client: 'Matrix Co.', number: 'MX-1' });
  const spareMatter = await asA('POST', '/api/matters', { firmId: firm.json().id, name: 'Spare matter', client: 'Matrix Co.', number: 'MX-2' });
  fixtures = {
    chatId: chat.json().id,
    draftId: draft.json().id,
    documentId: document.json().id,
    firmId: firm.json().id,
    firmOwnerId: a!.user.id,
    invitationId: invitation.json().id,
    matterId: matter.json().id,
    spareMatterId: spareMatter.json().id,
    versionId: versions.json().versions[0].id,
    checkoutId: checkout.json().checkoutId,
    caseId: search.json().results[0].caseId,
    targetUserId: target!.user.id,
    captcha: () => solvedCaptcha(t.app),
  };
  send = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const routeKeys = () => t.app.routeTable.map((route) => `${route.method} ${route.url}`);

/** Deleting comes last, so every other route still finds user A's resources. */
const ordered = () => [...routeKeys()].sort((x, y) => Number(x.startsWith('DELETE')) - Number(y.startsWith('DELETE')));

const call = (method: string, request: RouteRequest, role: Role, path = request.url): Promise<RawResponse> =>
  send(method, path, {
    headers: headersOf[role],
    ...(request.payload !== undefined ? { json: request.payload } : method === 'POST' || method === 'PATCH' ? { json: {} } : {}),
    headersOnly: request.stream,
  });

/** Why an answer breaks the expectation, or null when it keeps it. */
function breach(expectation: Expectation, role: Role, status: number): string | null {
  if (status >= 500) return `server error ${status}`;
  const refused = status === 401 || status === 403;
  const served = !refused && status !== 404;
  switch (expectation.access) {
    case 'public':
      if (expectation.status !== undefined) return status === expectation.status ? null : `${role} got ${status}, not ${expectation.status}`;
      return refused ? `refused a ${role} (${status})` : null;
    case 'user':
      if (role === 'anonymous') return status === 401 ? null : `anonymous got ${status}, not 401`;
      return refused ? `refused a ${role} (${status})` : null;
    case 'owner':
      if (role === 'anonymous') return status === 401 ? null : `anonymous got ${status}, not 401`;
      if (role === 'userA') return served ? null : `the owner got ${status}`;
      return status === 404 ? null : `${role} reached user A's resource (${status}, not 404)`;
    case 'admin':
      if (role === 'anonymous') return status === 401 ? null : `anonymous got ${status}, not 401`;
      if (role === 'adminWithMfa') return served ? null : `an admin with phone MFA got ${status}`;
      return status === 403 ? null : `${role} got ${status}, not 403`;
    case 'identity':
      if (role === 'anonymous') return status === expectation.anonymous ? null : `anonymous got ${status}, not ${expectation.anonymous}`;
      return null;
  }
}

describe('the access matrix', () => {
  it('has an expectation for every registered route, and none for a route that is gone', () => {
    const routes = routeKeys().filter((key) => key.includes(' /api'));
    expect(routes.filter((key) => !EXPECTATIONS[key]), 'routes without an expectation').toEqual([]);
    expect(Object.keys(EXPECTATIONS).filter((key) => !routes.includes(key)), 'expectations without a route').toEqual([]);
  });

  it('gives every role on every route the answer its access allows, under every spelling of the path', async () => {
    const breaches: string[] = [];
    let requests = 0;
    let cells = 0;
    for (const key of ordered()) {
      const expectation = EXPECTATIONS[key];
      if (!expectation) continue;
      const method = key.slice(0, key.indexOf(' '));
      const request = await expectation.request(fixtures);
      const [pathPart, query] = request.url.split('?');
      for (const role of ROLES) {
        // The owner's DELETE goes last and alone: its spellings run first, while the resource still exists.
        const variants = spellingsOf(pathPart!).map((p) => (query ? `${p}?${query}` : p));
        const canonical = role === 'userA' && method === 'DELETE' ? null : await call(method, request, role);
        for (const variant of variants) {
          const res = await call(method, request, role, variant);
          requests += 1;
          // A spelling may be refused in any way (404, or 400 where a trailing slash leaves an empty id), or answered
          // as the path itself is; it must never be served where the path is not, nor fail.
          const sameAnswer = canonical !== null && res.statusCode === canonical.statusCode;
          const refused = res.statusCode >= 400 && res.statusCode < 500;
          if (res.statusCode >= 500 || !(refused || sameAnswer)) {
            breaches.push(`${role} ${method} ${variant}: ${res.statusCode}, canonical ${canonical?.statusCode ?? 'not sent'}`);
          }
        }
        const answer = canonical ?? (await call(method, request, role));
        requests += 1;
        cells += 1;
        const why = breach(expectation, role, answer.statusCode);
        if (why) breaches.push(`${role} ${method} ${request.url}: ${why} ${answer.body.slice(0, 160)}`);
      }
    }
    console.log(`access matrix: ${routeKeys().length} routes × ${ROLES.length} roles = ${cells} cells, ${requests} requests, ${breaches.length} breaches`);
    expect(breaches.join('\n')).toBe('');
  }, 600_000);
});
