import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, paymentEvents, profiles, subscriptions } from '../../db/schema';

type NewCheckout = typeof checkoutSessions.$inferInsert;

export function createBillingRepository(db: Db) {
  return {
    async createCheckout(checkout: NewCheckout) {
      await db.insert(checkoutSessions).values(checkout);
    },
    async setProviderSession(id: string, providerSessionId: string) {
      await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
    },
    /** A checkout of this user's (never another user's). */
    async findCheckoutFor(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
      return row ?? null;
    },
    async findCheckout(id: string) {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row ?? null;
    },
    async finishCheckout(id: string, status: 'completed' | 'declined') {
      await db
        .update(checkoutSessions)
        .set({ status, completedAt: new Date() })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },
    async eventSeen(eventId: string): Promise<boolean> {
      const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
      return Boolean(row);
    },
    /** Remembers an event id once it has been handled; false when it was already recorded. */
    async claimEvent(event: { provider: string; eventId: string; type: string; userId?: string | null; amountCents?: number | null }) {
      const inserted = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: paymentEvents.eventId })
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },
    async setSubscription(userId: string, subscription: { provider: 'stripe' | 'sandbox'; providerSubscriptionId: string | null; plan: string }) {
      await db
        .insert(subscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...subscription, updatedAt: new Date() } });
    },
    async findSubscription(userId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row ?? null;
    },
    async findUserBySubscription(providerSubscriptionId: string) {
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row?.userId ?? null;
    },
    async setPlanStatus(userId: string, values: { subscriptionPlan?: string; subscriptionStatus: string; lastResetDate?: Date }) {
      await db.update(profiles).set(values).where(eq(profiles.userId, userId));
    },
    /** Active subscriptions whose month has run out by `cutoff` (last reset on or before it); past-due ones wait. */
    async dueForReset(cutoff: Date) {
      return db
        .select({ userId: profiles.userId, plan: profiles.subscriptionPlan, lastResetDate: profiles.lastResetDate })
        .from(profiles)
        .where(
          and(
            eq(profiles.subscriptionStatus, 'active'),
            or(isNull(profiles.lastResetDate), lte(profiles.lastResetDate, cutoff)),
          ),
        );
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
