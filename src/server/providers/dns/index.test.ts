import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type LocalDnsServer } from '../../../../tests/support/dns-server';
import { createDnsResolver } from './index';

describe('the DNS resolver domain verification reads TXT records with', () => {
  let dns: LocalDnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
  });
  afterAll(async () => dns.close());

  it('answers a name’s TXT records from the configured server, and none for a name without them', async () => {
    dns.txt.set('firm.test', ['v=spf1 -all', 'volnadraft-domain-verification=abc']);
    const resolver = createDnsResolver({ servers: [dns.address] });
    expect(await resolver.txt('firm.test')).toEqual(['v=spf1 -all', 'volnadraft-domain-verification=abc']);
    expect(await resolver.txt('nothing-here.test')).toEqual([]);
  });
});
