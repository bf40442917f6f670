import { ArrowLeft, MessageSquareText, Smartphone } from 'lucide-react';
import { useReducer, useState } from 'react';
import { AUTH_ERROR_CODES as CODES } from '../../../shared/api/auth';
import { AUTH } from '../../../shared/constants';
import { MFA_MESSAGES } from '../../../shared/messages';
import { CaptchaField, solveCaptcha } from '../../components/captcha/CaptchaField';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { apiRequest } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { IdentityError, identityApi } from '../../lib/auth/identity-api';
import { toast } from '../../lib/use-toast';
import { AuthCard } from './AuthCard';
import { initialMfaFlow, mfaFlow } from './mfa-flow';

function verifyErrorMessage(error: unknown): string {
  if (!(error instanceof IdentityError)) return MFA_MESSAGES.authenticationFailed;
  if (error.code === CODES.invalidCode) return MFA_MESSAGES.invalidCode;
  if (error.code === CODES.invalidTwoFactorCookie) return MFA_MESSAGES.verificationSessionNotFound;
  return MFA_MESSAGES.authenticationFailed;
}

const sendErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.envelope ? error.envelope.message : MFA_MESSAGES.failedToSendSms;

interface Props {
  variant: 'user' | 'admin';
  phoneHint: string | null;
  onVerified: () => Promise<void>;
  onCancel: () => void;
}

/** The second sign-in step (SPEC §2, §4): send an SMS to the enrolled phone, then enter its 6-digit code. */
export function MfaChallenge({ variant, phoneHint, onVerified, onCancel }: Props) {
  // The flow starts at 'initial'; the server's 'second factor required' answer moves it on at once.
  const [state, dispatch] = useReducer(mfaFlow, phoneHint, (hint) =>
    mfaFlow(initialMfaFlow, { type: 'required', resolver: { phoneHint: hint } }),
  );
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [code, setCode] = useState('');

  const fail = (error: string) => {
    dispatch({ type: 'failed', error });
    toast({ title: MFA_MESSAGES.toastTitle, description: error, variant: 'destructive' });
  };

  async function send(payload: string) {
    dispatch({ type: 'sending' });
    try {
      await apiRequest('POST', '/api/mfa/send-code', { captcha: payload });
      dispatch({ type: 'sent', verificationId: `sms-${Date.now()}` });
      setCode('');
      toast({ ...MFA_MESSAGES.smsSent, variant: 'success' });
    } catch (error) {
      fail(sendErrorMessage(error));
    } finally {
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
    }
  }

  async function resend() {
    try {
      await send((await solveCaptcha(new AbortController().signal)).payload);
    } catch {
      fail(MFA_MESSAGES.failedToSendSms);
    }
  }

  async function verify() {
    dispatch({ type: 'verifying' });
    try {
      await identityApi.verifySmsCode(code);
      await onVerified();
    } catch (error) {
      fail(verifyErrorMessage(error));
    }
  }

  const title = variant === 'admin' ? MFA_MESSAGES.adminTitle : MFA_MESSAGES.userTitle;
  return (
    <AuthCard title={title} subtitle="Your account is protected with a code sent by text message.">
      {state.step === 'sms_code' ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === AUTH.smsCodeLength) void verify();
          }}
        >
          <p className="flex items-start gap-3 rounded-lg bg-ink-50 px-4 py-3 text-sm text-ink-700">
            <MessageSquareText className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden />
            Enter the 6-digit code we sent to {state.selectedHint}.
          </p>
          <Field label="Verification code" htmlFor="sms-code">
            <Input
              id="sms-code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
              maxLength={AUTH.smsCodeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="text-center font-mono text-lg tracking-[0.5em]"
              autoFocus
            />
          </Field>
          {state.error && <p role="alert" className="text-sm text-red-700">{state.error}</p>}
          <Button type="submit" variant="dark" size="lg" disabled={code.length !== AUTH.smsCodeLength || state.loading}>
            Verify
          </Button>
          <div className="flex justify-between">
            <Button type="button" variant="ghost" onClick={() => dispatch({ type: 'back' })}>
              <ArrowLeft aria-hidden /> Back
            </Button>
            <Button type="button" variant="ghost" onClick={() => void resend()} disabled={state.loading}>
              Resend Code
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-4">
          {state.selectedHint ? (
            <p className="flex items-start gap-3 rounded-lg bg-ink-50 px-4 py-3 text-sm text-ink-700">
              <Smartphone className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden />
              We will text a sign-in code to your phone ending {state.selectedHint}.
            </p>
          ) : null}
          {state.error && <p role="alert" className="text-sm text-red-700">{state.error}</p>}
          {state.selectedHint && (
            <>
              <CaptchaField key={captchaKey} onChange={setCaptcha} />
              <Button variant="dark" size="lg" disabled={!captcha || state.loading} onClick={() => captcha && void send(captcha)}>
                {state.loading ? 'Sending…' : 'Send Code'}
              </Button>
            </>
          )}
          <Button type="button" variant="ghost" onClick={onCancel}>
            <ArrowLeft aria-hidden /> Back
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
