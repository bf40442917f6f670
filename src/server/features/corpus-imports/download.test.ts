import { describe, expect, it } from 'vitest';
import { checkDownloadUrl, isPrivateAddress } from './download';

describe('the addresses a server-side download may reach', () => {
  it('treats loopback, private, link-local and unspecified addresses as private, in IPv4, IPv6 and mapped form', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '10.0.0.5', '172.16.3.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.1.1.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '151.101.1.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses other schemes, and private literal hosts unless allowed', async () => {
    await expect(checkDownloadUrl(new URL('file:///etc/passwd'), true)).rejects.toThrow(/http and https/);
    await expect(checkDownloadUrl(new URL('http://[::1]:8080/a.jsonl'), false)).rejects.toThrow(/private or local/);
    await expect(checkDownloadUrl(new URL('http://2130706433/a.jsonl'), false)).rejects.toThrow(/private or local/);
    await expect(checkDownloadUrl(new URL('http://127.0.0.1/a.jsonl'), true)).resolves.toBeUndefined();
  });
});
