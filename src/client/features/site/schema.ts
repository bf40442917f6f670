import { z } from 'zod';

/** The shape of content/site.json, checked by this folder's test rather than in every visitor's browser (issue #16). */
export const siteSchema = z.object({
  product: z.string(),
  tagline: z.string(),
  supportEmail: z.email(),
  social: z.array(z.object({ label: z.string(), url: z.url() })),
  securityBadges: z.array(z.object({ label: z.string(), detail: z.string() })),
});

export type Site = z.infer<typeof siteSchema>;
