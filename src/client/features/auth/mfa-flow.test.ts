import { describe, expect, it } from 'vitest';
import { initialMfaFlow, mfaFlow } from './mfa-flow';

describe('the multi-factor flow (SPEC §4)', () => {
  it('starts at initial and moves to phone_verification with the first factor’s hint', () => {
    expect(initialMfaFlow.step).toBe('initial');
    const state = mfaFlow(initialMfaFlow, { type: 'required', resolver: { phoneHint: '•••• ••• 0100' } });
    expect(state).toMatchObject({ step: 'phone_verification', selectedHint: '•••• ••• 0100', error: null });
  });

  it('reports No MFA methods available when the account has no phone', () => {
    const state = mfaFlow(initialMfaFlow, { type: 'required', resolver: { phoneHint: null } });
    expect(state).toMatchObject({ step: 'phone_verification', error: 'No MFA methods available' });
  });

  it('goes to sms_code once the SMS is sent, and Back returns to phone_verification', () => {
    let state = mfaFlow(initialMfaFlow, { type: 'required', resolver: { phoneHint: 'x' } });
    state = mfaFlow(state, { type: 'sending' });
    expect(state.loading).toBe(true);
    state = mfaFlow(state, { type: 'sent', verificationId: 'sms-1' });
    expect(state).toMatchObject({ step: 'sms_code', verificationId: 'sms-1', loading: false });
    state = mfaFlow(state, { type: 'back' });
    expect(state.step).toBe('phone_verification');
  });

  it('keeps the step and shows the error when something fails', () => {
    let state = mfaFlow(initialMfaFlow, { type: 'required', resolver: { phoneHint: 'x' } });
    state = mfaFlow(mfaFlow(state, { type: 'sent', verificationId: 'a' }), { type: 'verifying' });
    state = mfaFlow(state, { type: 'failed', error: 'Invalid verification code' });
    expect(state).toMatchObject({ step: 'sms_code', loading: false, error: 'Invalid verification code' });
  });
});
