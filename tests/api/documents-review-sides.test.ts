import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALIFORNIA_LEASE, DELAWARE_CONSULTING } from '../../src/legal/review/labelled-set.fixture';
import type { Playbook, ReviewResponse } from '../../src/shared/api/documents';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser, type ChatUser } from '../support/chat';
import { documentsInMemory } from '../support/documents-in-memory';

/** Issue #37: the review knows whose side the lawyer is on, and asks when it is not told. */
describe('a review for the side the lawyer represents', () => {
  const documents = documentsInMemory();
  let t: TestApp;
  let lawyer: ChatUser;
  const call = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => t.app.inject({ method, url, headers: lawyer.headers, payload });
  const review = async (id: string, payload: object = {}) => {
    const res = await call(`/api/documents/${id}/review`, payload);
    expect(res.statusCode).toBe(200);
    return res.json<ReviewResponse>();
  };
  const confidentiality = (result: ReviewResponse) => result.findings.filter((finding) => finding.clause === 'confidentiality');

  beforeAll(async () => {
    t = await buildChatApp({ deps: { documentSource: documents.source } });
    lawyer = await chatUser(t.app);
    documents.add(lawyer.id, 'consulting', DELAWARE_CONSULTING.title, DELAWARE_CONSULTING.blocks);
    documents.add(lawyer.id, 'lease', CALIFORNIA_LEASE.title, CALIFORNIA_LEASE.blocks);
  });
  afterAll(async () => {
    await t.close();
  });

  it('without a side, says one is needed, offers the parties with their roles, and proposes neither side\'s language', async () => {
    const result = await review('consulting');
    expect(result).toMatchObject({
      side: null,
      sideNeeded: true,
      sides: [
        { role: 'customer', label: 'The customer (client)', party: 'Harbor Point Capital LLC' },
        { role: 'provider', label: 'The provider (contractor, consultant, vendor)', party: 'Ridgeline Advisory Inc.' },
      ],
    });
    expect(confidentiality(result)).toEqual([]);
    expect(result.findings.some((finding) => finding.suggested?.includes('[three (3)] years'))).toBe(false);
  });

  it('for the consultant named as a party, proposes ending confidentiality after a stated period; for the company, not', async () => {
    const consultant = await review('consulting', { side: { party: 'Ridgeline Advisory Inc.' } });
    expect(consultant).toMatchObject({ sideNeeded: false, side: { role: 'provider', party: 'Ridgeline Advisory Inc.' } });
    expect(confidentiality(consultant)).toHaveLength(1);
    expect(confidentiality(consultant)[0]!.suggested).toMatch(/for \[three \(3\)\] years, except that obligations concerning trade secrets/);
    const company = await review('consulting', { side: { role: 'customer' } });
    expect(company.side).toMatchObject({ role: 'customer', party: 'Harbor Point Capital LLC' });
    expect(confidentiality(company)).toEqual([]);
  });

  it('accepts a side-specific suggestion into a draft when the side is given again', async () => {
    const side = { party: 'Ridgeline Advisory Inc.' };
    const finding = confidentiality(await review('consulting', { side }))[0]!;
    const without = await call('/api/documents/consulting/review/accept', { findingIds: [finding.id] });
    expect(without.statusCode).toBe(400);
    expect((await call('/api/documents/consulting/review/accept', { findingIds: [finding.id], side })).statusCode).toBe(201);
  });

  it('refuses a party the contract does not name and a role it does not have, in the error envelope', async () => {
    const stranger = await call('/api/documents/lease/review', { side: { party: 'Acme Corp.' } });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ error: 'invalid-argument', message: '"Acme Corp." is not a party to this contract; its parties are Sunset Homes LLC and Priya Shah.' });
    const role = await call('/api/documents/lease/review', { side: { role: 'buyer' } });
    expect(role.json()).toEqual({ error: 'invalid-argument', message: 'The buyer is not a side of this contract; choose the landlord or the tenant.' });
    expect((await call('/api/documents/lease/review', { side: { role: 'judge' } })).statusCode).toBe(400);
  });

  it('keeps a position per side in the saved playbook and applies the one for the side asked', async () => {
    const { positions } = (await t.app.inject({ method: 'GET', url: '/api/documents/playbook', headers: lawyer.headers })).json<Playbook>();
    const tenantOnly = positions.filter((position) => position.sides.includes('tenant'));
    expect(tenantOnly.map((position) => position.id)).toEqual(['deposit-itemized-return']);
    const mine = [{ ...tenantOnly[0]!, id: 'tenant-walkthrough', position: 'The tenant may attend a move-out inspection.', requireAny: ['inspection'] }];
    expect((await call('/api/documents/playbook', { positions: mine }, 'PUT')).json<Playbook>().positions[0]!.sides).toEqual(['tenant']);
    const sources = async (side: object) => (await review('lease', { side })).findings.map((finding) => finding.source).filter((source) => source.startsWith('Playbook'));
    expect(await sources({ role: 'tenant' })).toEqual(['Playbook: The tenant may attend a move-out inspection.']);
    expect(await sources({ party: 'Sunset Homes LLC' })).toEqual([]);
  });
});
