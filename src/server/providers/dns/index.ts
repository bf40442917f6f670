import { Resolver } from 'node:dns/promises';

/** Reads a name's TXT records: what domain verification needs of DNS (issue #40). */
export interface DnsResolver {
  /** Each record's text (its character-strings joined, RFC 7208 §3.3); none when the name has no TXT records. */
  txt(name: string): Promise<string[]>;
}

/** Why a lookup could not say whether the record is there (a timeout, a refusing server), as opposed to "not there". */
export class DnsUnavailableError extends Error {}

/** Answers that mean the name has no TXT records, not that DNS failed. */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * The system's DNS through node's resolver (c-ares, not the operating system's cache), or the servers given
 * (`host` or `host:port`, from DNS_SERVERS).
 */
export function createDnsResolver({ servers, timeoutMs = 5_000 }: { servers?: string[]; timeoutMs?: number } = {}): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  return {
    async txt(name) {
      try {
        return (await resolver.resolveTxt(name)).map((strings) => strings.join(''));
      } catch (error) {
        if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return [];
        throw new DnsUnavailableError(`DNS did not answer for ${name} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
      }
    },
  };
}
