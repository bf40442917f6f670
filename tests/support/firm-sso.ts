import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles, users } from '../../src/server/db/schema';
import type { FirmDetail } from '../../src/shared/api/firms';
import type { FirmSsoView } from '../../src/shared/api/sso';
import { signedInUser, type SignedIn } from './admin';
import type { TestApp } from './app';
import type { LocalDnsServer } from './dns-server';

/**
 * A firm owner on the Firm plan whose address is verified (as after following the sign-up email's link: a domain
 * claim trusts no unverified address), and their new firm.
 */
export async function firmWithOwner(t: TestApp, { email, name, firmName }: { email: string; name: string; firmName: string }): Promise<{ owner: SignedIn; firm: FirmDetail }> {
  const owner = await signedInUser(t, { email, name });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.user.id));
  await t.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, owner.user.id));
  const created = await t.app.inject({ method: 'POST', url: '/api/firms', headers: owner.headers, payload: { name: firmName } });
  expect(created.statusCode, created.body).toBe(201);
  return { owner, firm: created.json<FirmDetail>() };
}

/** What the domain's holder does: publishes the TXT record the settings page shows, then presses "Verify". */
export async function publishAndVerify(t: TestApp, dns: LocalDnsServer, owner: SignedIn, firmId: string) {
  const view = (await t.app.inject({ method: 'GET', url: `/api/firms/${firmId}/sso`, headers: owner.headers })).json<FirmSsoView>();
  const domain = view.domain!;
  dns.txt.set(domain.recordName, [...(dns.txt.get(domain.recordName) ?? []), domain.recordValue]);
  return t.app.inject({ method: 'POST', url: `/api/firms/${firmId}/sso/verify-domain`, headers: owner.headers });
}
