import { ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { mfaStatusSchema } from '../../../shared/api/auth';
import { AUTH } from '../../../shared/constants';
import { CaptchaField } from '../../components/captcha/CaptchaField';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { apiRequest } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/AuthProvider';
import { toast } from '../../lib/use-toast';
import { PasswordInput } from '../auth/PasswordInput';

type MfaStatus = z.infer<typeof mfaStatusSchema>;

const messageOf = (error: unknown) => (error instanceof ApiError && error.envelope ? error.envelope.message : 'Something went wrong. Please try again.');

/** Dashboard security: add a phone, verify it with a 6-digit SMS code, and phone MFA is on; off again with the password. */
export function PhoneMfaCard() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const { data: status } = useQuery<MfaStatus>({ queryKey: ['/api/mfa'] });
  const [stage, setStage] = useState<'idle' | 'phone' | 'code' | 'disable'>('idle');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [pendingHint, setPendingHint] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast({ title: 'Phone verification', description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const settle = async (next: MfaStatus, message: string) => {
    queryClient.setQueryData(['/api/mfa'], next);
    setStage('idle');
    toast({ title: 'Phone verification', description: message, variant: 'success' });
    await refresh();
  };

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phoneNumber = String(new FormData(event.currentTarget).get('phoneNumber') ?? '');
    void run(async () => {
      try {
        const result = await apiRequest<MfaStatus>('POST', '/api/mfa/phone', { phoneNumber, captcha });
        setPendingHint(result.phoneHint);
        setCode('');
        setStage('code');
      } finally {
        setCaptcha(null);
        setCaptchaKey((k) => k + 1);
      }
    });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    void run(async () => {
      const next = await apiRequest<MfaStatus>('POST', '/api/mfa/phone/verify', { code, password });
      await settle(next, 'Phone MFA is on. Next time you sign in we will text you a code.');
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    void run(async () => {
      await apiRequest('POST', '/api/mfa/disable', { password });
      await settle({ enabled: false, phoneHint: null }, 'Phone MFA is off.');
    });
  };

  return (
    <section aria-labelledby="mfa-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${status?.enabled ? 'bg-emerald-50 text-emerald-600' : 'bg-brass-50 text-brass-600'}`}>
          {status?.enabled ? <ShieldCheck className="size-5" aria-hidden /> : <ShieldOff className="size-5" aria-hidden />}
        </span>
        <div className="flex-1">
          <h2 id="mfa-title" className="font-semibold text-ink-950">Phone verification (MFA)</h2>
          <p className="mt-1 text-sm text-ink-600" data-testid="mfa-status">
            {status?.enabled
              ? `On — sign-in codes go to your phone ending ${status.phoneHint ?? ''}.`
              : 'Off — add a phone so that signing in also needs a code sent by text message.'}
          </p>
        </div>
      </div>

      {stage === 'idle' && (
        <div className="mt-5">
          {status?.enabled ? (
            <Button variant="outline" onClick={() => setStage('disable')}>Turn off</Button>
          ) : (
            <Button variant="dark" onClick={() => setStage('phone')}>
              <Smartphone aria-hidden /> Add a phone
            </Button>
          )}
        </div>
      )}

      {stage === 'phone' && (
        <form onSubmit={sendCode} className="mt-5 grid gap-4">
          <Field label="Mobile phone number" htmlFor="phoneNumber" hint="International form, for example +1 415 555 0100.">
            <Input id="phoneNumber" name="phoneNumber" type="tel" autoComplete="tel" required />
          </Field>
          <CaptchaField key={captchaKey} onChange={setCaptcha} />
          <div className="flex gap-2">
            <Button type="submit" variant="dark" disabled={!captcha || busy}>Text me a code</Button>
            <Button type="button" variant="ghost" onClick={() => setStage('idle')}>Cancel</Button>
          </div>
        </form>
      )}

      {stage === 'code' && (
        <form onSubmit={confirm} className="mt-5 grid gap-4">
          <p className="text-sm text-ink-700">We sent a 6-digit code to your phone ending {pendingHint}.</p>
          <Field label="Verification code" htmlFor="enrol-code">
            <Input id="enrol-code" value={code} onChange={(e) => setCode(e.target.value.trim())} maxLength={AUTH.smsCodeLength} inputMode="numeric" autoComplete="one-time-code" required />
          </Field>
          <Field label="Your password" htmlFor="enrol-password" hint="To confirm it is you.">
            <PasswordInput id="enrol-password" name="password" autoComplete="current-password" required />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="dark" disabled={code.length !== AUTH.smsCodeLength || busy}>Turn on phone MFA</Button>
            <Button type="button" variant="ghost" onClick={() => setStage('phone')}>Use another number</Button>
          </div>
        </form>
      )}

      {stage === 'disable' && (
        <form onSubmit={disable} className="mt-5 grid gap-4">
          <Field label="Your password" htmlFor="disable-password">
            <PasswordInput id="disable-password" name="password" autoComplete="current-password" required />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="outline" disabled={busy}>Turn off phone MFA</Button>
            <Button type="button" variant="ghost" onClick={() => setStage('idle')}>Cancel</Button>
          </div>
        </form>
      )}
    </section>
  );
}
