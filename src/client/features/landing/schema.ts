import { z } from 'zod';

const textBlock = z.object({ title: z.string(), body: z.string() });

/** The shape of content/landing.json, checked by this folder's test rather than in every visitor's browser (issue #16). */
export const landingSchema = z.object({
  hero: z.object({
    eyebrow: z.string(),
    title: z.string(),
    subtitle: z.string(),
    primaryCta: z.string(),
    secondaryCta: z.string(),
  }),
  stats: z.array(z.object({ value: z.string(), label: z.string() })),
  video: z.object({ caption: z.string(), src: z.string(), poster: z.string() }),
  features: z.array(textBlock.extend({ icon: z.enum(['file', 'search', 'shield']) })).length(3),
  experts: textBlock.extend({ points: z.array(z.string()) }),
  support: textBlock.extend({ channels: z.array(textBlock), cta: z.string() }),
});

export type Landing = z.infer<typeof landingSchema>;
