import { describe, expect, it } from 'vitest';
import rawSite from '../../../../content/site.json';
import { site } from './content';
import { siteSchema } from './schema';

describe('site content', () => {
  it('is what content/site.json holds, valid against its schema', () => {
    expect(siteSchema.parse(rawSite)).toEqual(site);
  });

  it('refuses a support address that is not an e-mail address', () => {
    expect(siteSchema.safeParse({ ...rawSite, supportEmail: 'support' }).success).toBe(false);
  });
});
