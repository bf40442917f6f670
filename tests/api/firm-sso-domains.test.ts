import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents as auditRows, firmSso, jobs, users } from '../../src/server/db/schema';
import { createDomainVerifier } from '../../src/server/features/sso/domain-claims';
import { createFirmSsoRepository } from '../../src/server/features/sso/repository';
import { createDnsResolver } from '../../src/server/providers/dns';
import type { AdminSsoRequirement, FirmSsoView } from '../../src/shared/api/sso';
import { SSO_REQUIRED_CODE } from '../../src/shared/api/sso';
import { adminWithMfa, auditEvents, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { buildUser } from '../support/builders';
import { startDnsServer, type LocalDnsServer } from '../support/dns-server';
import { firmWithOwner, publishAndVerify } from '../support/firm-sso';
import { startIdentityProvider, type LocalIdentityProvider } from '../support/oidc-provider';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/sso/callback`;

/**
 * Issue #40: a domain claim is proven by a TXT record that a real DNS server serves, before it signs anyone in or
 * takes password sign-in away; a claim that is only typed in blocks nobody.
 */
describe('firm single sign-on for domains proven by DNS', () => {
  let t: TestApp;
  let idp: LocalIdentityProvider;
  let dns: LocalDnsServer;

  const call = (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const settings = (emailDomain: string, overrides: object = {}) => ({
    issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomain, ...overrides,
  });
  const passwordSignIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  const signUp = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password: 'correct-horse', name: 'New Comer' }, remoteAddress: '10.200.0.1' });
  const ssoStart = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email } });

  beforeAll(async () => {
    idp = await startIdentityProvider({ redirectUri: REDIRECT_URI });
    dns = await startDnsServer();
    // The provider runs on 127.0.0.1: the operator's setting for intranet providers lets the app reach it.
    t = await buildTestApp({ env: { PUBLIC_URL, SSO_ALLOW_PRIVATE_ISSUERS: 'true' }, deps: { dnsResolver: createDnsResolver({ servers: [dns.address] }) } });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
    await dns.close();
  });

  it('reproduction 1: an unverified claim does not block the real firm, which proves the domain by TXT record and gets it', async () => {
    const domain = 'bigfirm-one.test';
    const mallory = await firmWithOwner(t, { email: `mallory@${domain}`, name: 'Mallory Claimant', firmName: 'Mallory LLP' });
    const claimed = await call(mallory.owner, 'PUT', `/api/firms/${mallory.firm.id}/sso`, settings(domain, { clientId: 'mallory-client' }));
    expect(claimed.statusCode, claimed.body).toBe(200);
    const pending = claimed.json<FirmSsoView>().domain!;
    expect(pending).toMatchObject({ status: 'pending', recordName: domain, verifiedAt: null });
    expect(pending.recordValue).toMatch(/^volnadraft-domain-verification=[0-9a-f]{32}$/);
    // Typed in, not proven: nobody at the domain is sent to Mallory's provider.
    expect((await ssoStart(`partner@${domain}`)).statusCode).toBe(404);

    const real = await firmWithOwner(t, { email: `partner@${domain}`, name: 'Pat Partner', firmName: 'Big Firm LLP' });
    const saved = await call(real.owner, 'PUT', `/api/firms/${real.firm.id}/sso`, settings(domain));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FirmSsoView>().domain!.recordValue).not.toBe(pending.recordValue);
    const notYet = await call(real.owner, 'POST', `/api/firms/${real.firm.id}/sso/verify-domain`);
    expect(notYet.statusCode).toBe(412);
    expect(notYet.json().message).toContain(`DNS has no TXT record "${saved.json<FirmSsoView>().domain!.recordValue}" at ${domain} yet`);

    const verified = await publishAndVerify(t, dns, real.owner, real.firm.id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<FirmSsoView>().domain).toMatchObject({ status: 'verified', expiresAt: null, verifiedAt: expect.any(String), checkedAt: expect.any(String) });

    // The domain's holder published the real firm's token only: Mallory's claim stays unproven and cannot take it.
    expect((await call(mallory.owner, 'POST', `/api/firms/${mallory.firm.id}/sso/verify-domain`)).statusCode).toBe(412);
    const again = await call(mallory.owner, 'PUT', `/api/firms/${mallory.firm.id}/sso`, settings(domain, { clientId: 'mallory-client' }));
    expect(again.statusCode).toBe(409);
    const start = await ssoStart(`associate@${domain}`);
    expect(start.statusCode, start.body).toBe(200);
    expect(new URL(start.json<{ url: string }>().url).searchParams.get('client_id')).toBe(idp.clientId);
    const actions = (await t.database.db.select().from(auditRows)).map((e) => e.action);
    expect(actions).toContain('firm.sso-domain-verified');
  });

  it('reproduction 3: "required" on an unverified domain blocks nobody; after a real DNS verification it does, and the 403 names the firm', async () => {
    const domain = 'bigfirm-three.test';
    const partner = await buildUser(t.app, { email: `partner@${domain}`, name: 'Paula Partner' });
    const mallory = await firmWithOwner(t, { email: `mallory@${domain}`, name: 'Mallory Claimant', firmName: 'Mallory LLP' });
    const required = await call(mallory.owner, 'PUT', `/api/firms/${mallory.firm.id}/sso`, settings(domain, { required: true }));
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json<FirmSsoView>()).toMatchObject({ required: true, domain: { status: 'pending' } });
    expect((await passwordSignIn(partner.email, partner.password)).statusCode).toBe(200);
    expect((await signUp(`newcomer@${domain}`)).statusCode).toBe(200);

    const real = await firmWithOwner(t, { email: `managing@${domain}`, name: 'Morgan Managing', firmName: 'Big Firm Three LLP' });
    expect((await call(real.owner, 'PUT', `/api/firms/${real.firm.id}/sso`, settings(domain, { required: true }))).statusCode).toBe(200);
    expect((await passwordSignIn(partner.email, partner.password)).statusCode).toBe(200);
    expect((await publishAndVerify(t, dns, real.owner, real.firm.id)).statusCode).toBe(200);

    const refused = await passwordSignIn(partner.email, partner.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: SSO_REQUIRED_CODE });
    expect(refused.json().message).toBe(
      `Big Firm Three LLP signs in ${domain} addresses only through its identity provider. Choose “Sign in with single sign-on”, ` +
        `or ask the firm’s owner, Morgan Managing (managing@${domain}).`,
    );
    expect((await signUp(`another@${domain}`)).statusCode).toBe(403);
    // However the address is written.
    expect((await passwordSignIn(` ${partner.email.toUpperCase()} `, partner.password)).statusCode).toBe(403);

    // An admin can lift it (audited); password sign-in works again.
    const admin = await adminWithMfa(t);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/sso-requirements', headers: admin.headers });
    expect(listed.json<{ firms: AdminSsoRequirement[] }>().firms).toContainEqual(
      expect.objectContaining({ firmId: real.firm.id, firmName: 'Big Firm Three LLP', emailDomain: domain, status: 'verified', ownerEmails: [`managing@${domain}`] }),
    );
    const noReason = await t.app.inject({ method: 'POST', url: `/api/admin/firms/${real.firm.id}/sso/lift-requirement`, headers: admin.headers, payload: {} });
    expect(noReason.statusCode).toBe(400);
    const lifted = await t.app.inject({
      method: 'POST', url: `/api/admin/firms/${real.firm.id}/sso/lift-requirement`, headers: admin.headers, payload: { reason: 'Partners locked out (ticket 42)' },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<{ firms: AdminSsoRequirement[] }>().firms.map((f) => f.firmId)).not.toContain(real.firm.id);
    expect((await passwordSignIn(partner.email, partner.password)).statusCode).toBe(200);
    const [event] = await auditEvents(t, admin.headers, 'action=firm.sso-requirement-lifted');
    expect(event).toMatchObject({ actor: { id: admin.user.id }, details: { firmId: real.firm.id, emailDomain: domain, reason: 'Partners locked out (ticket 42)' } });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/firms/${real.firm.id}/sso/lift-requirement`, headers: admin.headers, payload: { reason: 'again' } });
    expect(again.statusCode).toBe(200);
    expect(await auditEvents(t, admin.headers, 'action=firm.sso-requirement-lifted')).toHaveLength(1);
  });

  it('a verified domain whose TXT record disappears loses its verification at the periodic re-check, and with it SSO and "required"; a DNS failure changes nothing', async () => {
    const domain = 'recheck-firm.test';
    const { owner, firm } = await firmWithOwner(t, { email: `owner@${domain}`, name: 'Rita Recheck', firmName: 'Recheck LLP' });
    await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings(domain, { required: true }));
    expect((await publishAndVerify(t, dns, owner, firm.id)).statusCode).toBe(200);
    const member = await buildUser(t.app, { email: `member@${domain}` }).catch(() => null);
    expect(member).toBeNull(); // sign-up refused while required
    // A second firm whose DNS server fails (SERVFAIL) while its record is still published.
    const outage = 'outage-firm.test';
    const steady = await firmWithOwner(t, { email: `owner@${outage}`, name: 'Olly Outage', firmName: 'Outage LLP' });
    await call(steady.owner, 'PUT', `/api/firms/${steady.firm.id}/sso`, settings(outage, { required: true }));
    expect((await publishAndVerify(t, dns, steady.owner, steady.firm.id)).statusCode).toBe(200);
    dns.failing.add(outage);
    const verifyDuringOutage = await call(steady.owner, 'POST', `/api/firms/${steady.firm.id}/sso/verify-domain`);
    expect(verifyDuringOutage.statusCode).toBe(503);
    expect(verifyDuringOutage.json().message).toBe(`DNS did not answer for ${outage} (ESERVFAIL). Try again in a few minutes.`);

    dns.txt.delete(domain);
    // The re-check looks at claims not checked within its period: these were checked a day ago.
    await t.database.db.update(firmSso).set({ domainCheckedAt: new Date(Date.now() - 24 * 60 * 60_000) }).where(inArray(firmSso.firmId, [firm.id, steady.firm.id]));
    t.app.services.jobs.start();
    const deadline = Date.now() + 15_000;
    let run: (typeof jobs.$inferSelect)[];
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = await t.database.db.select().from(jobs).where(and(eq(jobs.name, 'sso.recheck-verified-domains'), isNotNull(jobs.finishedAt)));
    } while (run.length === 0 && Date.now() < deadline);
    await t.app.services.jobs.stop();
    expect(run.map((job) => job.outcome)).toEqual(['done']);
    const view = (await call(owner, 'GET', `/api/firms/${firm.id}/sso`)).json<FirmSsoView>();
    expect(view.domain).toMatchObject({ status: 'pending', verifiedAt: null, checkedAt: expect.any(String) });
    expect((await ssoStart(`owner@${domain}`)).statusCode).toBe(404);
    expect((await signUp(`member@${domain}`)).statusCode).toBe(200);

    // A DNS failure proves nothing: the other firm keeps its verified domain, its SSO and its requirement.
    const kept = (await call(steady.owner, 'GET', `/api/firms/${steady.firm.id}/sso`)).json<FirmSsoView>();
    expect(kept.domain).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });
    expect((await ssoStart(`associate@${outage}`)).statusCode).toBe(200);
    expect((await signUp(`associate@${outage}`)).statusCode).toBe(403);
    const unverified = (await t.database.db.select().from(auditRows)).filter((e) => e.action === 'firm.sso-domain-unverified');
    expect(unverified.map((e) => (e.details as { emailDomain: string }).emailDomain)).toEqual([domain]);
    dns.failing.delete(outage);
  });

  it('re-checks every due domain in one run, however many there are, a page at a time', async () => {
    const domains = ['page-one.test', 'page-two.test', 'page-three.test', 'page-four.test', 'page-five.test'];
    const firmIds: string[] = [];
    for (const [i, domain] of domains.entries()) {
      const { owner, firm } = await firmWithOwner(t, { email: `owner@${domain}`, name: `Paige Owner ${i}`, firmName: `Page ${i} LLP` });
      await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings(domain));
      expect((await publishAndVerify(t, dns, owner, firm.id)).statusCode).toBe(200);
      firmIds.push(firm.id);
      dns.txt.delete(domain);
    }
    dns.failing.add('page-three.test');
    await t.database.db.update(firmSso).set({ domainCheckedAt: new Date(Date.now() - 24 * 60 * 60_000) }).where(inArray(firmSso.firmId, firmIds));
    // Two claims a page: five due claims take three pages, one of them a claim DNS fails for, which stays due.
    const verifier = createDomainVerifier({ repository: createFirmSsoRepository(t.database.db), dns: createDnsResolver({ servers: [dns.address] }), audit: t.app.services.audit, recheckPage: 2 });
    expect(await verifier.recheckVerified()).toBe(4);
    const rows = await t.database.db.select().from(firmSso).where(inArray(firmSso.firmId, firmIds));
    expect(Object.fromEntries(rows.map((row) => [row.emailDomain, row.domainVerifiedAt === null ? 'pending' : 'verified']))).toEqual({
      'page-one.test': 'pending', 'page-two.test': 'pending', 'page-three.test': 'verified', 'page-four.test': 'pending', 'page-five.test': 'pending',
    });
    dns.failing.delete('page-three.test');
  });

  it('lets one firm only prove a domain, even when its DNS holds two firms’ records', async () => {
    const domain = 'shared-dns.test';
    const first = await firmWithOwner(t, { email: `one@${domain}`, name: 'One Owner', firmName: 'First LLP' });
    const second = await firmWithOwner(t, { email: `two@${domain}`, name: 'Two Owner', firmName: 'Second LLP' });
    expect((await call(first.owner, 'PUT', `/api/firms/${first.firm.id}/sso`, settings(domain))).statusCode).toBe(200);
    expect((await call(second.owner, 'PUT', `/api/firms/${second.firm.id}/sso`, settings(domain))).statusCode).toBe(200);
    expect((await publishAndVerify(t, dns, first.owner, first.firm.id)).statusCode).toBe(200);
    const refused = await publishAndVerify(t, dns, second.owner, second.firm.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Another firm has already proven it holds ${domain}.`);
    expect((await call(second.owner, 'GET', `/api/firms/${second.firm.id}/sso`)).json<FirmSsoView>().domain!.status).toBe('pending');
  });

  it('an unverified claim expires; saving again gives a new record to publish', async () => {
    const domain = 'slow-firm.test';
    const { owner, firm } = await firmWithOwner(t, { email: `owner@${domain}`, name: 'Sam Slow', firmName: 'Slow LLP' });
    const first = (await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings(domain))).json<FirmSsoView>();
    await t.database.db.update(firmSso).set({ domainClaimedAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) }).where(eq(firmSso.firmId, firm.id));
    expect((await call(owner, 'GET', `/api/firms/${firm.id}/sso`)).json<FirmSsoView>().domain!.status).toBe('expired');
    const late = await call(owner, 'POST', `/api/firms/${firm.id}/sso/verify-domain`);
    expect(late.statusCode).toBe(412);
    expect(late.json().message).toMatch(/expired after 7 days/);
    const renewed = (await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, { ...settings(domain), clientSecret: undefined })).json<FirmSsoView>();
    expect(renewed.domain).toMatchObject({ status: 'pending' });
    expect(renewed.domain!.recordValue).not.toBe(first.domain!.recordValue);
  });

  it('claims only from an owner whose own address at the domain is verified, and never public mail domains', async () => {
    const own = await firmWithOwner(t, { email: 'owner2@unproven-owner.test', name: 'Second Owner', firmName: 'Unproven LLP' });
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, own.owner.user.id));
    const refused = await call(own.owner, 'PUT', `/api/firms/${own.firm.id}/sso`, settings('unproven-owner.test'));
    expect(refused.statusCode).toBe(412);
    expect(refused.json().message).toMatch(/^Verify your email address before you set up single sign-on for unproven-owner\.test/);
    const elsewhere = await call(own.owner, 'PUT', `/api/firms/${own.firm.id}/sso`, settings('someone-else.test'));
    expect(elsewhere.statusCode).toBe(412);
    expect(elsewhere.json().message).toBe('Only an owner whose own address is at someone-else.test can set up single sign-on for it.');
    // The whole list is in src/shared/api/sso.test.ts; a few go through HTTP (saves are limited to 10 a minute).
    for (const publicDomain of ['yahoo.co.uk', 'mail.ru', 'tutanota.com']) {
      const res = await call(own.owner, 'PUT', `/api/firms/${own.firm.id}/sso`, settings(publicDomain));
      expect(res.statusCode, publicDomain).toBe(400);
      expect(res.json().message).toContain('public email service');
    }
  });

  it('limits "Verify" to a few DNS lookups a minute per owner', async () => {
    const domain = 'eager-firm.test';
    const { owner, firm } = await firmWithOwner(t, { email: `owner@${domain}`, name: 'Eve Eager', firmName: 'Eager LLP' });
    await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings(domain));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await call(owner, 'POST', `/api/firms/${firm.id}/sso/verify-domain`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([412, 412, 412, 412, 412]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

/** Reproduction 4: without the operator's setting, an issuer on this host or a private network is never fetched. */
describe('the identity provider is reached only through the outbound address guard', () => {
  let t: TestApp;
  let idp: LocalIdentityProvider;

  beforeAll(async () => {
    idp = await startIdentityProvider({ redirectUri: REDIRECT_URI });
    t = await buildTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('refuses an issuer on loopback, in every spelling, unless the operator allows intranet providers', async () => {
    const { owner, firm } = await firmWithOwner(t, { email: 'owner@guarded-firm.test', name: 'Gus Guard', firmName: 'Guarded LLP' });
    const port = new URL(idp.issuer).port;
    for (const issuer of [idp.issuer, `http://[::127.0.0.1]:${port}`, `http://[::ffff:127.0.0.1]:${port}`, `http://2130706433:${port}`, `http://[64:ff9b::7f00:1]:${port}`]) {
      const res = await t.app.inject({
        method: 'PUT', url: `/api/firms/${firm.id}/sso`, headers: owner.headers,
        payload: { issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomain: 'guarded-firm.test' },
      });
      expect(res.statusCode, issuer).toBe(412);
      expect(res.json().message, issuer).toMatch(/could not be reached \(.*is a private or local address, which this server does not connect to\.\)/);
    }
    expect(await t.database.db.select().from(firmSso).where(eq(firmSso.firmId, firm.id))).toEqual([]);
  });
});
