import { describe, expect, it } from 'vitest';
import { clientUserDefaults } from './user-defaults';

describe('clientUserDefaults', () => {
  it('fills the defaults of SPEC §3 and splits the display name on spaces', () => {
    const user = clientUserDefaults({ uid: 'u1', email: 'ana@firm.law', displayName: 'Ana María  de Souza' });
    expect(user).toMatchObject({
      firstName: 'Ana',
      lastName: 'María de Souza',
      tokenCount: 10000,
      monthlyTokens: 10000,
      trialTokens: 10000,
      addonTokens: 0,
      referralTokens: 0,
      rolloverTokens: 0,
      subscriptionStatus: 'trial',
      subscriptionPlan: 'free',
      referralCode: '',
      isAdmin: false,
    });
  });

  it('copes with a one-word or empty display name', () => {
    expect(clientUserDefaults({ uid: 'u', email: 'e', displayName: 'Cher' })).toMatchObject({
      firstName: 'Cher',
      lastName: '',
    });
    expect(clientUserDefaults({ uid: 'u', email: 'e', displayName: '' })).toMatchObject({
      firstName: '',
      lastName: '',
    });
  });
});
