import { Copy, KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { FirmRole } from '../../../shared/api/firms';
import type { FirmSsoView } from '../../../shared/api/sso';
import { Button } from '../../components/ui/button';
import { Field, Input, Label } from '../../components/ui/input';
import { toast } from '../../lib/use-toast';
import { PasswordInput } from '../auth/PasswordInput';
import { reasonOf } from './firms-queries';
import { FirmSsoDomain } from './FirmSsoDomain';
import { fieldsOf, settingsInput, ssoSummary, type SsoFormFields } from './sso-settings';
import { useFirmSso, useRemoveFirmSso, useSaveFirmSso } from './sso-queries';

const heading = 'text-sm font-semibold tracking-wider text-ink-500 uppercase';
const alertClass = 'rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800';

/** The address the owner registers at the provider, with a copy button. */
function RedirectUri({ uri }: { uri: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(uri);
      toast({ title: 'Redirect URI copied', description: 'Paste it into your identity provider’s app registration.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the address and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <div>
      <h3 className={heading}>1. Register VolnaDraft at your identity provider</h3>
      <p className="mt-1 text-sm text-ink-600">
        Create an OpenID Connect web app (Microsoft Entra ID, Okta, Google Workspace and others) with this redirect URI, then
        copy its issuer URL, client ID and client secret below.
      </p>
      <div className="mt-3 flex gap-2">
        <input readOnly value={uri} aria-label="Redirect URI" onFocus={(e) => e.currentTarget.select()} className="h-10 min-w-0 flex-1 rounded-md border border-ink-200 bg-ink-50 px-3 font-mono text-xs text-ink-800" data-testid="sso-redirect-uri" />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}

/** Owners connect the firm's provider, change it, require it for the domain, or remove it. */
function SsoForm({ firmId, firmName, view }: { firmId: string; firmName: string; view: FirmSsoView }) {
  const id = useId();
  const [fields, setFields] = useState<SsoFormFields>(() => fieldsOf(view));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveFirmSso(firmId);
  const remove = useRemoveFirmSso(firmId);
  const set = (patch: Partial<SsoFormFields>) => setFields((current) => ({ ...current, ...patch }));
  const domain = fields.emailDomain.trim().replace(/^@/, '') || 'your domain';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    const result = settingsInput(fields, { secretStored: view.configured });
    if ('problem' in result) return setProblem(result.problem);
    setProblem(null);
    save.mutate(result.input);
  };
  const confirmRemove = () => {
    if (!window.confirm(`Remove single sign-on from ${firmName}? Its members will sign in with their email and password again.`)) return;
    setProblem(null);
    save.reset();
    remove.mutate();
  };
  const shown = problem ?? (save.isError ? reasonOf(save.error) : remove.isError ? reasonOf(remove.error) : null);

  return (
    <div className="mt-6 border-t border-ink-100 pt-6">
      <RedirectUri uri={view.redirectUri} />
      <form onSubmit={submit} noValidate aria-label="Single sign-on settings" className="mt-6 grid gap-4">
        <h3 className={heading}>2. Connect the provider</h3>
        <Field label="Issuer URL" htmlFor={`${id}-issuer`} hint="Its sign-in settings are read from this address when you save.">
          <Input id={`${id}-issuer`} type="url" inputMode="url" autoComplete="off" spellCheck={false} value={fields.issuer} onChange={(e) => set({ issuer: e.target.value })} placeholder="https://login.microsoftonline.com/…/v2.0" />
        </Field>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label="Client ID" htmlFor={`${id}-client`}>
            <Input id={`${id}-client`} autoComplete="off" spellCheck={false} value={fields.clientId} onChange={(e) => set({ clientId: e.target.value })} />
          </Field>
          <Field
            label="Client secret"
            htmlFor={`${id}-secret`}
            hint={view.configured ? 'Leave blank to keep the stored secret.' : 'Stored encrypted and never shown again.'}
          >
            <PasswordInput
              id={`${id}-secret`}
              autoComplete="new-password"
              value={fields.clientSecret}
              onChange={(e) => set({ clientSecret: e.target.value })}
              placeholder={view.configured ? 'Stored, not shown' : undefined}
            />
          </Field>
        </div>
        <Field label="Email domain" htmlFor={`${id}-domain`} hint="Your own, verified address must be at this domain; after saving, you prove the firm holds it with a DNS record.">
          <Input id={`${id}-domain`} autoComplete="off" spellCheck={false} value={fields.emailDomain} onChange={(e) => set({ emailDomain: e.target.value })} placeholder="example-law.com" />
        </Field>
        <div className="flex items-start gap-2.5 rounded-lg bg-brass-50 p-3">
          <input id={`${id}-required`} type="checkbox" checked={fields.required} onChange={(e) => set({ required: e.target.checked })} className="mt-0.5 size-4 shrink-0 accent-ink-900" aria-describedby={`${id}-required-hint`} />
          <div>
            <Label htmlFor={`${id}-required`} className="text-ink-900">Require single sign-on for this domain</Label>
            <p id={`${id}-required-hint`} className="mt-0.5 text-sm text-ink-600">
              Once the domain is verified, everyone with an address at {domain}, you included, signs in through the identity
              provider only: password sign-in and sign-up are refused.
            </p>
          </div>
        </div>
        {shown && <p role="alert" className={alertClass}>{shown}</p>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {view.configured && (
            <Button type="button" variant="outline" onClick={confirmRemove} disabled={remove.isPending || save.isPending}>
              <Trash2 aria-hidden /> {remove.isPending ? 'Removing…' : 'Remove single sign-on'}
            </Button>
          )}
          <Button type="submit" variant="dark" disabled={save.isPending || remove.isPending}>
            <KeyRound aria-hidden /> {save.isPending ? 'Checking the provider…' : 'Save single sign-on'}
          </Button>
        </div>
      </form>
      {view.domain && <FirmSsoDomain firmId={firmId} domain={view.domain} />}
    </div>
  );
}

/**
 * A firm's single sign-on over OpenID Connect (issue #19, ADR 026): every member reads whether it is on and for
 * which domain; owners set it up.
 */
export function FirmSso({ firmId, firmName, role }: { firmId: string; firmName: string; role: FirmRole }) {
  const sso = useFirmSso(firmId);
  const view = sso.data;
  return (
    <section aria-labelledby="sso-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h2 id="sso-title" className="font-serif text-2xl font-semibold text-ink-950">Single sign-on</h2>
      <p className="mt-1 text-sm text-ink-600">
        Members sign in through the firm’s own identity provider, and people at its domain join the firm on their first sign-in
        while a seat is free.
      </p>
      {sso.isPending ? (
        <p className="mt-4 text-sm text-ink-500">Loading single sign-on…</p>
      ) : !view ? (
        <p role="alert" className={`mt-4 ${alertClass}`}>{reasonOf(sso.error)}</p>
      ) : (
        <>
          <p className="mt-4 flex items-start gap-2.5 rounded-xl bg-ink-50 p-3 text-sm text-ink-800" data-testid="sso-summary">
            {view.domain?.status === 'verified' ? <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden /> : <ShieldOff className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />}
            <span>{ssoSummary(view)}</span>
          </p>
          {role === 'owner' && <SsoForm key={view.updatedAt ?? 'none'} firmId={firmId} firmName={firmName} view={view} />}
        </>
      )}
    </section>
  );
}
