import { useState } from 'react';
import { Button } from '../components/ui/button';
import { apiRequest } from '../lib/api';
import { useAuth } from '../lib/auth/AuthProvider';
import { readJwtClaims } from '../lib/auth/jwt-claims';
import { usePageTitle } from '../lib/use-page-title';

interface Diagnosis {
  claims: Record<string, unknown> | null;
  ageSeconds: number | null;
  roundTrip: { ok: boolean; ms: number; detail: string };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-ink-100 py-3 sm:grid-cols-4">
      <dt className="text-sm font-medium text-ink-500">{label}</dt>
      <dd className="text-sm break-all text-ink-900 sm:col-span-3">{children}</dd>
    </div>
  );
}

/** A diagnostic screen: auth state, the user, the token's claims and age, and an authenticated round trip. */
export default function AuthTestPage() {
  usePageTitle('Authentication test');
  const { state } = useAuth();
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);

  const run = async () => {
    if (state.status !== 'authenticated') return;
    const token = await state.authUser.getIdToken(true);
    const claims = readJwtClaims(token);
    const iat = typeof claims?.iat === 'number' ? claims.iat : null;
    const started = performance.now();
    let roundTrip: Diagnosis['roundTrip'];
    try {
      const me = await apiRequest<{ email: string }>('GET', '/api/me');
      roundTrip = { ok: true, ms: Math.round(performance.now() - started), detail: `GET /api/me answered for ${me.email}` };
    } catch (error) {
      roundTrip = { ok: false, ms: Math.round(performance.now() - started), detail: (error as Error).message };
    }
    setDiagnosis({ claims, ageSeconds: iat === null ? null : Math.round(Date.now() / 1000 - iat), roundTrip });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-ink-950">Authentication test</h1>
      <dl className="mt-6">
        <Row label="Auth state">
          <span data-testid="auth-state">{state.status}</span>
        </Row>
        {state.status === 'authenticated' && (
          <Row label="User">
            <pre className="overflow-x-auto rounded bg-ink-50 p-3 text-xs">{JSON.stringify(state.user, null, 2)}</pre>
          </Row>
        )}
        {diagnosis && (
          <>
            <Row label="Token claims">
              <pre className="overflow-x-auto rounded bg-ink-50 p-3 text-xs" data-testid="token-claims">{JSON.stringify(diagnosis.claims, null, 2)}</pre>
            </Row>
            <Row label="Token age">{diagnosis.ageSeconds === null ? 'unknown' : `${diagnosis.ageSeconds} s`}</Row>
            <Row label="Round trip">
              <span data-testid="round-trip" className={diagnosis.roundTrip.ok ? 'text-emerald-700' : 'text-red-700'}>
                {diagnosis.roundTrip.ok ? 'OK' : 'Failed'} in {diagnosis.roundTrip.ms} ms — {diagnosis.roundTrip.detail}
              </span>
            </Row>
          </>
        )}
      </dl>
      {state.status === 'authenticated' ? (
        <Button variant="dark" className="mt-6" onClick={() => void run()}>
          Fetch a fresh token and call the API
        </Button>
      ) : (
        <p className="mt-6 text-sm text-ink-600">Sign in to inspect a token and try an authenticated call.</p>
      )}
    </div>
  );
}
