import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPrivateAddress } from './outbound-address';

describe('the addresses a server-side request may reach', () => {
  it('treats loopback, private, link-local and unspecified addresses as private, in IPv4, IPv6 and mapped form', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '10.0.0.5', '172.16.3.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.1.1.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '151.101.1.1', '2606:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4001::200e']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('treats the special-purpose IPv6 ranges of RFC 6890, NAT64 and IPv4-compatible forms as private (issue #41 item 5)', () => {
    for (const address of [
      '::127.0.0.1', '::7f00:1', '::10.0.0.1', '::8.8.8.8', // IPv4-compatible, whatever the IPv4 address
      '64:ff9b::7f00:1', '64:ff9b::8.8.8.8', '64:ff9b:1::a00:1', // NAT64
      '::ffff:7f00:1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:127.0.0.1', // IPv4-mapped, in hexadecimal and long form
      '100::1', '2001::1', '2001:2::1', '2001:10::1', '2001:db8::1', '2002:7f00:1::1', '3fff::1', '5f00::1',
      'fec0::1', 'ff02::1', 'FE80::1', 'fe80::1%eth0',
      // Outside 2000::/3, the only global unicast block: not assigned, or special-purpose ranges listed since.
      '100:0:0:1::1', '4000::1', '8000::1', 'e000::1', '1::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['192.0.2.1', '198.51.100.7', '203.0.113.9', '192.88.99.1']) expect(isPrivateAddress(address), address).toBe(true);
  });

  it('refuses other schemes, and private literal hosts unless allowed', async () => {
    await expect(checkOutboundUrl(new URL('file:///etc/passwd'), true)).rejects.toThrow(/http and https/);
    await expect(checkOutboundUrl(new URL('http://[::1]:8080/a.jsonl'), false)).rejects.toThrow(/private or local/);
    await expect(checkOutboundUrl(new URL('http://2130706433/a.jsonl'), false)).rejects.toThrow(/private or local/);
    await expect(checkOutboundUrl(new URL('http://[::127.0.0.1]/a.jsonl'), false)).rejects.toThrow(/private or local/);
    await expect(checkOutboundUrl(new URL('http://[64:ff9b::127.0.0.1]/a.jsonl'), false)).rejects.toThrow(/private or local/);
    await expect(checkOutboundUrl(new URL('http://[::ffff:169.254.169.254]/latest'), false)).rejects.toThrow(/private or local/);
    await expect(checkOutboundUrl(new URL('http://127.0.0.1/a.jsonl'), true)).resolves.toBeUndefined();
  });
});
