import { describe, expect, it } from 'vitest';
import rawLanding from '../../../../content/landing.json';
import { landing } from './content';
import { landingSchema } from './schema';

describe('landing content', () => {
  it('is what content/landing.json holds, valid against its schema', () => {
    expect(landingSchema.parse(rawLanding)).toEqual(landing);
  });

  it('refuses an icon the page cannot draw', () => {
    const features = rawLanding.features.map((feature, i) => (i === 0 ? { ...feature, icon: 'rocket' } : feature));
    expect(landingSchema.safeParse({ ...rawLanding, features }).success).toBe(false);
  });

  it('carries the claims of SPEC §1 and §9 and the two hero buttons', () => {
    const stats = landing.stats.map((s) => `${s.value} ${s.label}`);
    expect(stats.some((s) => s.startsWith('70%'))).toBe(true);
    expect(stats.some((s) => s.startsWith('10,000+'))).toBe(true);
    expect(landing.hero.primaryCta).toBe('Get Started');
    expect(landing.hero.secondaryCta).toBe('Watch Demo');
    expect(landing.experts.title).toBe('Built by Legal Experts');
    expect(landing.support.title).toBe('Get Expert Support');
  });
});
