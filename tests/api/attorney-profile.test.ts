import { describe, expect, it } from 'vitest';
import type { AttorneyProfileResponse } from '../../src/shared/api/attorney-profile';
import { chatUser } from '../support/chat';
import { buildMotionIntake, draftsClient, useDraftingApp } from '../support/drafts';

const PROFILE = {
  attorneyName: 'Dana Whitfield',
  barNumber: '287654',
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
    expect(empty.json<AttorneyProfileResponse>()).toEqual({ profile: { ...PROFILE, ...Object.fromEntries(Object.keys(PROFILE).map((id) => [id, ''])) }, updatedAt: null });

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
