import type { FastifyBaseLogger } from 'fastify';
import type { BillingService } from './features/billing/service';
import { LEASE_MS as IMPORT_LEASE_MS } from './features/corpus-imports/lease';
import type { CorpusImports } from './features/corpus-imports/service';
import { DOMAIN_RECHECK_EVERY_MS, type DomainVerifier } from './features/sso/domain-claims';
import type { TokenLedger } from './features/tokens/ledger';
import type { JobQueue } from './queue/queue';

/** Reservations a crashed process left open are released within about this long after their TTL. */
export const RESERVATION_SWEEP_EVERY_MS = 10_000;
export const MONTHLY_RESETS_EVERY_MS = 60 * 60_000;

/**
 * The periodic work, as scheduled jobs (ADR 020): releasing reservations a crash left open, the monthly token
 * reset on each subscription's billing date, and handing a corpus import whose process died (its lease lapsed) to
 * the instance whose worker takes the job, which carries it on from its checkpoint (ADR 021), and asking DNS again
 * whether firms' verified email domains still hold their TXT records (issue #40). Each runs once per period across
 * every instance's worker.
 */
export function scheduleBackgroundJobs({ jobs, ledger, billing, corpusImports, domains, log }: {
  jobs: JobQueue;
  ledger: Pick<TokenLedger, 'sweepExpired'>;
  billing: Pick<BillingService, 'runMonthlyResets'>;
  corpusImports: Pick<CorpusImports, 'resumeUnfinished'>;
  domains: Pick<DomainVerifier, 'recheckVerified'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}): void {
  const logged = (job: string, run: () => Promise<number>) => async () => {
    const count = await run();
    if (count > 0) log.info({ job, count }, 'background job done');
  };
  jobs.schedule('tokens.release-stale-reservations', RESERVATION_SWEEP_EVERY_MS, logged('release stale reservations', () => ledger.sweepExpired()));
  jobs.schedule('billing.monthly-resets', MONTHLY_RESETS_EVERY_MS, logged('monthly token resets', () => billing.runMonthlyResets()));
  jobs.schedule('corpus.resume-interrupted-import', IMPORT_LEASE_MS, () => corpusImports.resumeUnfinished());
  jobs.schedule('sso.recheck-verified-domains', DOMAIN_RECHECK_EVERY_MS, logged('verified domains that lost their record', () => domains.recheckVerified()));
}
