import { randomBytes } from 'node:crypto';
import { DOMAIN_CLAIM_DAYS, DOMAIN_VERIFICATION_PREFIX, type DomainClaim } from '../../../shared/api/sso';
import { DnsUnavailableError, type DnsResolver } from '../../providers/dns';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import { isUniqueViolation, type DomainClaimValues, type FirmSsoRepository, type FirmSsoRow } from './repository';

const DAY_MS = 24 * 60 * 60_000;
/** How often the job asks DNS again whether a verified domain still holds its record. */
export const DOMAIN_RECHECK_EVERY_MS = 6 * 60 * 60_000;
/** Claims read from the database at a time by the re-check, which goes on until it has asked about every due one. */
const RECHECK_PAGE = 200;

/** A new claim: a token of 128 random bits, pending from `now`. */
export const newClaim = (now: Date): DomainClaimValues => ({
  domainToken: randomBytes(16).toString('hex'),
  domainClaimedAt: now,
  domainVerifiedAt: null,
  domainCheckedAt: null,
});

const expiresAt = (row: FirmSsoRow) => new Date(row.domainClaimedAt.getTime() + DOMAIN_CLAIM_DAYS * DAY_MS);

export function claimStatus(row: FirmSsoRow, now: Date): DomainClaim['status'] {
  if (row.domainVerifiedAt) return 'verified';
  return expiresAt(row) > now ? 'pending' : 'expired';
}

/** What the owner sees of the claim: where the TXT record goes, what it says, and where the claim stands. */
export function claimView(row: FirmSsoRow, now: Date): DomainClaim {
  const status = claimStatus(row, now);
  return {
    status,
    recordName: row.emailDomain,
    recordValue: `${DOMAIN_VERIFICATION_PREFIX}${row.domainToken}`,
    claimedAt: row.domainClaimedAt.toISOString(),
    expiresAt: status === 'verified' ? null : expiresAt(row).toISOString(),
    verifiedAt: row.domainVerifiedAt?.toISOString() ?? null,
    checkedAt: row.domainCheckedAt?.toISOString() ?? null,
  };
}

/**
 * Proves a firm holds its email domain the way identity providers and workplace suites do (issue #40): the owner
 * publishes `volnadraft-domain-verification=<token>` as a TXT record at the domain, and the server reads it through
 * DNS, when the owner asks and again every few hours while the claim is verified.
 */
export function createDomainVerifier({ repository, dns, audit, recheckPage = RECHECK_PAGE }: { repository: FirmSsoRepository; dns: DnsResolver; audit: AuditLog; recheckPage?: number }) {
  async function holdsRecord(row: FirmSsoRow): Promise<boolean> {
    const expected = `${DOMAIN_VERIFICATION_PREFIX}${row.domainToken}`;
    return (await dns.txt(row.emailDomain)).some((record) => record.trim() === expected);
  }

  return {
    /** The owner's "Verify": reads DNS now and records what it says. */
    async verify(row: FirmSsoRow, acting: { userId: string; ip: string | null }, now = new Date()): Promise<FirmSsoRow> {
      if (claimStatus(row, now) === 'expired') {
        throw new AppError('failed-precondition', `The claim of ${row.emailDomain} expired after ${DOMAIN_CLAIM_DAYS} days. Save the settings again for a new record to add.`);
      }
      let found: boolean;
      try {
        found = await holdsRecord(row);
      } catch (error) {
        if (error instanceof DnsUnavailableError) throw new AppError('unavailable', `${error.message} Try again in a few minutes.`);
        throw error;
      }
      const wasVerified = row.domainVerifiedAt !== null;
      let updated: FirmSsoRow | null;
      try {
        updated = await repository.recordCheck(row.firmId, row.domainToken, { at: now, found });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('already-exists', `Another firm has already proven it holds ${row.emailDomain}.`);
        throw error;
      }
      if (!updated) throw new AppError('failed-precondition', 'The settings changed meanwhile. Reload the page and try again.');
      if (found !== wasVerified) {
        await audit.record({
          action: found ? 'firm.sso-domain-verified' : 'firm.sso-domain-unverified',
          actor: { id: acting.userId },
          ip: acting.ip,
          details: { firmId: row.firmId, emailDomain: row.emailDomain, by: 'owner' },
        });
      }
      if (!found) {
        throw new AppError(
          'failed-precondition',
          `DNS has no TXT record "${DOMAIN_VERIFICATION_PREFIX}${row.domainToken}" at ${row.emailDomain} yet. Records can take up to an hour to appear.`,
        );
      }
      return updated;
    },

    /** The periodic re-check: a verified claim whose record is gone loses its verification (and with it "required"). */
    async recheckVerified(now = new Date()): Promise<number> {
      let lost = 0;
      // Half a period: a claim checked just after the last run is not left for two periods.
      const due = new Date(now.getTime() - DOMAIN_RECHECK_EVERY_MS / 2);
      // Every due claim in one run, a page at a time in firm order: the promise is a check every period however many
      // firms there are, and a claim DNS failed to answer for (still due) is not read again in the same run.
      let after: string | null = null;
      for (;;) {
        const page = await repository.verifiedCheckedBefore(due, recheckPage, after);
        for (const row of page) {
          // A DNS failure proves nothing either way: the claim keeps its state until DNS answers.
          const found = await holdsRecord(row).catch((error: unknown) => {
            if (error instanceof DnsUnavailableError) return null;
            throw error;
          });
          if (found === null) continue;
          await repository.recordCheck(row.firmId, row.domainToken, { at: now, found });
          if (!found) {
            lost += 1;
            await audit.record({ action: 'firm.sso-domain-unverified', ip: null, details: { firmId: row.firmId, emailDomain: row.emailDomain, by: 're-check' } });
          }
        }
        if (page.length < recheckPage) return lost;
        after = page.at(-1)!.firmId;
      }
    },
  };
}

export type DomainVerifier = ReturnType<typeof createDomainVerifier>;
