import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { firmMembers } from '../../src/server/db/schema';
import type { FirmRole } from '../../src/shared/api/firms';
import type { MatterDetail } from '../../src/shared/api/matters';
import type { SignedIn } from './admin';
import type { TestApp } from './app';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls the API as `who`. */
export const callAs = (t: TestApp) => (who: SignedIn, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/**
 * A firm `owner` creates through the API, with the others as its members in the roles given. They are written as
 * members directly: joining by invitation is the firms tests' subject, not the matters'.
 */
export async function firmWith(t: TestApp, owner: SignedIn, members: Array<[SignedIn, FirmRole]>, name = 'Doe & Roe LLP'): Promise<string> {
  const created = await callAs(t)(owner, 'POST', '/api/firms', { name });
  expect(created.statusCode, created.body).toBe(201);
  const firmId = created.json<{ id: string }>().id;
  if (members.length > 0) await t.database.db.insert(firmMembers).values(members.map(([member, role]) => ({ firmId, userId: member.user.id, role })));
  return firmId;
}

/** A matter `creator` opens in the firm, with `others` added as its members. */
export async function matterWith(t: TestApp, creator: SignedIn, firmId: string, others: SignedIn[] = [], fields: { name?: string; number?: string } = {}): Promise<MatterDetail> {
  const call = callAs(t);
  const created = await call(creator, 'POST', '/api/matters', {
    firmId,
    name: fields.name ?? 'Acme v. Widgets',
    client: 'Acme Corp.',
    number: fields.number ?? `M-${Math.random().toString(36).slice(2, 8)}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  let matter = created.json<MatterDetail>();
  for (const other of others) {
    const added = await call(creator, 'POST', `/api/matters/${matter.id}/members`, { userId: other.user.id });
    expect(added.statusCode, added.body).toBe(200);
    matter = added.json<MatterDetail>();
  }
  return matter;
}
