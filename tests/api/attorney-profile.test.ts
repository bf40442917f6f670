import { describe, expect, it } from 'vitest';
import { attorneyProfiles } from '../../src/server/db/schema';
import { EMPTY_ATTORNEY_PROFILE, type AttorneyProfileResponse } from '../../src/shared/api/attorney-profile';
import type { DraftDetail } from '../../src/shared/api/drafts';
import { chatUser } from '../support/chat';
import { buildMotionIntake, draftsClient, useDraftingApp } from '../support/drafts';
import { intakeFor, resolutionOf } from '../support/papers';

const PROFILE = {
  attorneyName: 'Dana Whitfield',
  barNumber: '287654',
  barState: 'California',
  firm: 'Whitfield Law Group',
  attorneyAddress: '500 Capitol Mall, Sacramento, CA 95814',
  attorneyPhone: '(916) 555-0142',
  attorneyEmail: 'dana@whitfield.test',
};

/** The motion intake without the attorney's own fields, as a lawyer with a saved profile leaves them. */
function intakeWithoutAttorney(overrides: Record<string, unknown> = {}) {
  const intake: Record<string, unknown> = { ...buildMotionIntake(), ...overrides };
  for (const id of Object.keys(PROFILE)) if (!(id in overrides)) delete intake[id];
  return intake;
}

describe('the attorney profile', () => {
  const drafting = useDraftingApp();

  it('is empty until saved, then answers what was saved to its owner only', async () => {
    const empty = await drafting.client.call('GET', '/api/attorney-profile');
    expect(empty.statusCode).toBe(200);
    expect(empty.json<AttorneyProfileResponse>()).toEqual({ profile: EMPTY_ATTORNEY_PROFILE, updatedAt: null });
    expect(EMPTY_ATTORNEY_PROFILE.barState).toBeNull();

    const saved = await drafting.client.call('PUT', '/api/attorney-profile', PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AttorneyProfileResponse>().profile).toEqual(PROFILE);
    expect((await drafting.client.call('GET', '/api/attorney-profile')).json<AttorneyProfileResponse>()).toMatchObject({ profile: PROFILE, updatedAt: expect.any(String) });

    const other = draftsClient(drafting.t.app, await chatUser(drafting.t.app));
    expect((await other.call('GET', '/api/attorney-profile')).json<AttorneyProfileResponse>().updatedAt).toBeNull();
  });

  it('refuses a malformed profile with 400 in the error envelope', async () => {
    for (const payload of [{ ...PROFILE, attorneyEmail: 'not an email' }, { ...PROFILE, unknown: 'x' }, { attorneyName: 'Only a name' }]) {
      const res = await drafting.client.call('PUT', '/api/attorney-profile', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-argument', message: expect.any(String) });
    }
  });

  it('keeps the bar that admitted the attorney, one of the states or DC, and refuses any other value', async () => {
    const dc = await drafting.client.call('PUT', '/api/attorney-profile', { ...PROFILE, barState: 'District of Columbia' });
    expect(dc.statusCode).toBe(200);
    expect((await drafting.client.call('GET', '/api/attorney-profile')).json<AttorneyProfileResponse>().profile.barState).toBe('District of Columbia');

    for (const barState of ['Atlantis', 'california', 'CA', 'Puerto Rico', '', 42]) {
      const res = await drafting.client.call('PUT', '/api/attorney-profile', { ...PROFILE, barState });
      expect(res.statusCode, String(barState)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringMatching(/Bar admitted in|barState/) });
    }
    expect((await drafting.client.call('GET', '/api/attorney-profile')).json<AttorneyProfileResponse>().profile.barState).toBe('District of Columbia');

    // Not chosen: null, or left out by a page loaded before the field existed.
    const { barState: _left, ...withoutBar } = PROFILE;
    for (const payload of [{ ...PROFILE, barState: null }, withoutBar]) {
      const res = await drafting.client.call('PUT', '/api/attorney-profile', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json<AttorneyProfileResponse>().profile.barState).toBeNull();
    }
  });

  it('reads a profile saved before the bar state existed with none chosen', async () => {
    const owner = await chatUser(drafting.t.app);
    const { barState: _none, ...older } = PROFILE;
    await drafting.t.database.db.insert(attorneyProfiles).values({ userId: owner.id, profile: older });
    const res = await draftsClient(drafting.t.app, owner).call('GET', '/api/attorney-profile');
    expect(res.json<AttorneyProfileResponse>().profile).toEqual({ ...PROFILE, barState: null });
  });

  it('signs a federal paper with the bar that admitted the attorney, not the court\'s state; a draft may name another', async () => {
    await drafting.client.call('PUT', '/api/attorney-profile', PROFILE);
    const resolution = await resolutionOf(drafting.t.app, 'motion-for-summary-judgment', 'us-federal');
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    const intake: Record<string, unknown> = { ...intakeFor(resolution.type, resolution.paper.grounds?.defaultValue), courtId: 'us-district|txnd|Dallas' };
    for (const id of Object.keys(PROFILE)) delete intake[id];
    const create = (given: Record<string, unknown>) => drafting.client.create({ typeId: 'motion-for-summary-judgment', jurisdiction: 'us-federal', intake: given });

    const signed: DraftDetail = await create(intake);
    expect(signed.content.signatureBlock).toContain('Dana Whitfield (California State Bar No. 287654)');
    expect(signed.content.signatureBlock.join('\n')).not.toContain('Texas Bar');

    const overridden: DraftDetail = await create({ ...intake, barState: 'Oklahoma', barNumber: '20001' });
    expect(overridden.content.signatureBlock).toContain('Dana Whitfield (Oklahoma Bar No. 20001)');
  });

  it('signs every new court paper, and a draft\'s own values override it field by field', async () => {
    await drafting.client.call('PUT', '/api/attorney-profile', PROFILE);
    const signed = await drafting.client.create({ intake: intakeWithoutAttorney() });
    expect(signed.content.signatureBlock).toEqual(expect.arrayContaining([
      'Whitfield Law Group', 'Dana Whitfield (State Bar No. 287654)', 'Telephone: (916) 555-0142', 'Email: dana@whitfield.test',
    ]));

    const overridden = await drafting.client.create({ intake: intakeWithoutAttorney({ attorneyName: 'Sam Ortiz', barNumber: '300001' }) });
    expect(overridden.content.signatureBlock).toContain('Sam Ortiz (State Bar No. 300001)');
    expect(overridden.content.signatureBlock).toContain('Whitfield Law Group');
  });

  it('leaves a user without a profile to give the attorney in the intake', async () => {
    const other = draftsClient(drafting.t.app, await chatUser(drafting.t.app));
    const res = await other.call('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: intakeWithoutAttorney() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid-argument', message: expect.stringMatching(/Attorney name/) });
  });
});
