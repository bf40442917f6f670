import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REQUEST_TIMEOUT_MS).toBe(45_000);
  });

  it('honours PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/vd', DATABASE_URL: 'postgres://127.0.0.1/test' });
    expect(config).toMatchObject({ PORT: 4100, DATA_DIR: '/tmp/vd', DATABASE_URL: 'postgres://127.0.0.1/test' });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('takes a redis:// or rediss:// REDIS_URL, treats an empty one as unset, and names any other', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).REDIS_URL).toContain('rediss://');
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('takes DNS servers for domain verification as IP addresses with optional ports, and names a bad one', () => {
    expect(loadConfig({ DNS_SERVERS: '1.1.1.1,10.0.0.2:5353,[2606:4700::1111]:53,2001:4860:4860::8888' }).DNS_SERVERS).toBe(
      '1.1.1.1,10.0.0.2:5353,[2606:4700::1111]:53,2001:4860:4860::8888',
    );
    for (const bad of ['dns.example.com', '1.1.1.1, 8.8.8.8', '10.0.0.2:99999', '1.1.1.1,']) {
      expect(() => loadConfig({ DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS: comma-separated IP addresses/);
    }
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TLS_CERT: 'cert.pem' })).toThrow(/TLS_CERT and TLS_KEY/);
  });

  it('requires PUBLIC_URL in production on PostgreSQL, saying why, since every instance must issue tokens under one issuer', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/volnadraft' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: required when NODE_ENV=production and DATABASE_URL is set.*issuer/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://volnadraft.example.com' }).PUBLIC_URL).toBe('https://volnadraft.example.com');
    // The embedded set-up, and development on PostgreSQL, keep falling back to HOST:PORT.
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => loadConfig({ DATABASE_URL: production.DATABASE_URL })).not.toThrow();
  });
});
