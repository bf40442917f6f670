import { MFA_MESSAGES } from '../../../shared/messages';

/** The multi-factor flow state of SPEC §3, moved through the steps of SPEC §4. */
export interface MfaFlowState {
  step: 'initial' | 'phone_verification' | 'sms_code';
  /** The pending second-factor sign-in, as the server described it. */
  resolver: { phoneHint: string | null } | null;
  /** The phone of the first enrolled factor, masked. */
  selectedHint: string | null;
  /** Which SMS the user is answering; a resend makes a new one. */
  verificationId: string | null;
  loading: boolean;
  error: string | null;
}

export type MfaFlowAction =
  | { type: 'required'; resolver: { phoneHint: string | null } }
  | { type: 'sending' }
  | { type: 'sent'; verificationId: string }
  | { type: 'verifying' }
  | { type: 'failed'; error: string }
  | { type: 'back' };

export const initialMfaFlow: MfaFlowState = {
  step: 'initial',
  resolver: null,
  selectedHint: null,
  verificationId: null,
  loading: false,
  error: null,
};

export function mfaFlow(state: MfaFlowState, action: MfaFlowAction): MfaFlowState {
  switch (action.type) {
    case 'required':
      return {
        ...initialMfaFlow,
        step: 'phone_verification',
        resolver: action.resolver,
        selectedHint: action.resolver.phoneHint,
        error: action.resolver.phoneHint ? null : MFA_MESSAGES.noMethods,
      };
    case 'sending':
    case 'verifying':
      return { ...state, loading: true, error: null };
    case 'sent':
      return { ...state, step: 'sms_code', verificationId: action.verificationId, loading: false };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'back':
      return { ...state, step: 'phone_verification', loading: false, error: null };
  }
}
