import { z } from 'zod';
import rawSite from '../../../../content/site.json';

const siteSchema = z.object({
  product: z.string(),
  tagline: z.string(),
  supportEmail: z.email(),
  social: z.array(z.object({ label: z.string(), url: z.url() })),
  securityBadges: z.array(z.object({ label: z.string(), detail: z.string() })),
});

/** Site-wide copy from content/site.json; a malformed file fails the build's tests, not a visitor's page. */
export const site = siteSchema.parse(rawSite);
