import { useEffect, useId, useRef, useState } from 'react';
import { Check, Loader2, ShieldCheck } from 'lucide-react';
import { extractParams, solveChallenge } from 'altcha-lib/v1';
import { captchaChallengeSchema } from '../../../shared/api/captcha';
import { cn } from '../../lib/cn';
import { encodeCaptchaPayload } from './payload';

const LABEL = "I'm not a robot";
const STATUS_TEXT = { idle: '', verifying: 'Verifying…', verified: 'Verified', failed: 'Could not verify. Try again.' };
/** Unchecks this long before the server would refuse the solution, leaving time for the request to arrive. */
const EXPIRY_MARGIN_MS = 15_000;

type CaptchaStatus = keyof typeof STATUS_TEXT;

/** Fetches a challenge and searches for its number on the main thread with Web Crypto: no worker, no eval. */
export async function solveCaptcha(signal: AbortSignal): Promise<{ payload: string; expiresAt: number }> {
  const response = await fetch('/api/captcha/challenge', { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`Captcha challenge failed with HTTP ${response.status}`);
  const challenge = captchaChallengeSchema.parse(await response.json());
  const solving = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  signal.addEventListener('abort', () => solving.controller.abort());
  const solution = await solving.promise;
  if (!solution) throw new Error('Captcha challenge not solved');
  return {
    payload: encodeCaptchaPayload(challenge, solution.number),
    expiresAt: Number(extractParams(challenge).expires) * 1000,
  };
}

export interface CaptchaFieldProps {
  /** The value for a guarded request's `captcha` field once verified; null when unchecked again or expired. */
  onChange: (payload: string | null) => void;
  id?: string;
  className?: string;
}

/**
 * The self-hosted ALTCHA check guarding SMS sending, as an "I'm not a robot" checkbox. A solution is single-use:
 * remount the field (change its `key`) after a guarded request has used it.
 */
export function CaptchaField({ onChange, id, className }: CaptchaFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const statusId = `${controlId}-status`;
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  // A solved challenge is good only until its expiry; uncheck before then rather than let the request be refused.
  useEffect(() => {
    if (status !== 'verified' || expiresAt === null || !Number.isFinite(expiresAt)) return;
    const timer = setTimeout(() => {
      setStatus('idle');
      onChange(null);
    }, expiresAt - EXPIRY_MARGIN_MS - Date.now());
    return () => clearTimeout(timer);
  }, [status, expiresAt, onChange]);

  const verify = async () => {
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('verifying');
    try {
      const solved = await solveCaptcha(controller.signal);
      if (controller.signal.aborted) return;
      setExpiresAt(solved.expiresAt);
      setStatus('verified');
      onChange(solved.payload);
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  };

  const toggle = () => {
    if (status === 'verifying') return;
    if (status === 'verified') {
      setStatus('idle');
      onChange(null);
      return;
    }
    void verify();
  };

  const checked = status === 'verified';
  return (
    <div
      data-testid="captcha"
      className={cn(
        'flex items-center gap-3 rounded-md border bg-white px-4 py-3',
        status === 'failed' ? 'border-red-300' : 'border-ink-200',
        className,
      )}
    >
      <button
        type="button"
        role="checkbox"
        id={controlId}
        aria-checked={checked}
        aria-busy={status === 'verifying'}
        aria-disabled={status === 'verifying'}
        aria-labelledby={labelId}
        aria-describedby={statusId}
        onClick={toggle}
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded border-2 transition-colors',
          checked ? 'border-emerald-600 bg-emerald-50 text-emerald-600' : 'border-ink-300 bg-white hover:border-ink-500',
        )}
      >
        {status === 'verifying' && <Loader2 className="size-4 animate-spin text-ink-500" aria-hidden />}
        {checked && <Check className="size-4" strokeWidth={3} aria-hidden />}
      </button>
      <div className="flex min-w-0 flex-1 flex-col">
        <label id={labelId} htmlFor={controlId} className="cursor-pointer text-sm font-medium text-ink-700">
          {LABEL}
        </label>
        <span
          id={statusId}
          role="status"
          className={cn('min-h-4 text-xs', status === 'failed' ? 'text-red-600' : checked ? 'text-emerald-600' : 'text-ink-500')}
        >
          {STATUS_TEXT[status]}
        </span>
      </div>
      <ShieldCheck className="size-5 shrink-0 text-ink-300" aria-hidden />
    </div>
  );
}
