import { z } from 'zod';

/** DESIGN §5 plans (prices are ours). Monthly tokens refill on the billing date; unused ones roll over up to one month. */
export const PLANS = [
  { id: 'free', name: 'Free trial', monthlyTokens: 0, priceCents: 0, summary: '10,000 tokens once, to try every tool.' },
  { id: 'solo', name: 'Solo', monthlyTokens: 200_000, priceCents: 4_900, summary: 'For a solo practitioner drafting every week.' },
  { id: 'professional', name: 'Professional', monthlyTokens: 750_000, priceCents: 14_900, summary: 'For a busy practice with research every day.' },
  { id: 'firm', name: 'Firm', monthlyTokens: 2_500_000, priceCents: 44_900, summary: 'For a firm drafting and researching at volume.' },
] as const;

/** Add-on packs never expire. */
export const PACKS = [
  { id: 'pack-100k', name: '100,000 tokens', tokens: 100_000, priceCents: 1_900 },
  { id: 'pack-500k', name: '500,000 tokens', tokens: 500_000, priceCents: 7_900 },
  { id: 'pack-2m', name: '2,000,000 tokens', tokens: 2_000_000, priceCents: 24_900 },
] as const;

export type PlanId = (typeof PLANS)[number]['id'];
export type PaidPlanId = Exclude<PlanId, 'free'>;
export type PackId = (typeof PACKS)[number]['id'];

export const paidPlanIds = PLANS.filter((p) => p.id !== 'free').map((p) => p.id) as [PaidPlanId, ...PaidPlanId[]];
export const packIds = PACKS.map((p) => p.id) as [PackId, ...PackId[]];

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  monthlyTokens: z.number(),
  priceCents: z.number(),
  summary: z.string(),
});
export const packSchema = z.object({ id: z.string(), name: z.string(), tokens: z.number(), priceCents: z.number() });

export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export const packsResponseSchema = z.object({ packs: z.array(packSchema) });

/** POST /api/billing/checkout: exactly one of plan or pack. */
export const checkoutRequestSchema = z.union([
  z.object({ plan: z.enum(paidPlanIds) }).strict(),
  z.object({ pack: z.enum(packIds) }).strict(),
  /** A pack for a firm's token pool (issue #19): its owners and admins buy it, its members draw from it. */
  z.object({ pack: z.enum(packIds), firmId: z.string().min(1).max(100) }).strict(),
]);
export const checkoutResponseSchema = z.object({ checkoutId: z.string(), url: z.string() });

export const checkoutStatuses = ['open', 'completed', 'declined'] as const;

/** GET /api/billing/checkout/:id: what the checkout page shows. */
export const checkoutViewSchema = z.object({
  checkoutId: z.string(),
  kind: z.enum(['plan', 'pack']),
  item: z.string(),
  name: z.string(),
  priceCents: z.number(),
  tokens: z.number(),
  status: z.enum(checkoutStatuses),
  provider: z.enum(['stripe', 'sandbox']),
});

/** POST /api/billing/sandbox/:id: the sandbox checkout's two buttons. */
export const sandboxOutcomeSchema = z.object({ outcome: z.enum(['complete', 'decline']) });

export const subscriptionStatuses = ['trial', 'active', 'past_due', 'canceled'] as const;

/** GET /api/billing/subscription. */
export const subscriptionSchema = z.object({
  plan: z.string(),
  status: z.enum(subscriptionStatuses),
  lastResetDate: z.string().nullable(),
  nextResetDate: z.string().nullable(),
  provider: z.enum(['stripe', 'sandbox']),
});

export const formatPrice = (cents: number) =>
  cents === 0 ? 'Free' : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;

export function planById(id: string) {
  return PLANS.find((p) => p.id === id);
}
export function packById(id: string) {
  return PACKS.find((p) => p.id === id);
}
