import { TOKEN_BUCKETS, type BucketAmounts, type TokenBucket } from '../../../shared/api/tokens';

export const emptyBuckets = (): BucketAmounts => ({ trial: 0, monthly: 0, rollover: 0, referral: 0, addon: 0 });

export const totalOf = (buckets: Partial<BucketAmounts>) =>
  TOKEN_BUCKETS.reduce((sum, bucket) => sum + (buckets[bucket] ?? 0), 0);

/** Takes up to `amount` from the balances in spending order; returns what was taken from each bucket. */
export function takeInSpendingOrder(balances: BucketAmounts, amount: number): BucketAmounts {
  const taken = emptyBuckets();
  let left = amount;
  for (const bucket of TOKEN_BUCKETS) {
    const take = Math.min(balances[bucket], left);
    taken[bucket] = take;
    left -= take;
  }
  return taken;
}

/** Of what a reservation took, the part to give back: refunded last-taken first, so earlier buckets stay spent. */
export function refundFromTaken(taken: BucketAmounts, refund: number): BucketAmounts {
  const back = emptyBuckets();
  let left = refund;
  for (const bucket of [...TOKEN_BUCKETS].reverse() as TokenBucket[]) {
    const give = Math.min(taken[bucket], left);
    back[bucket] = give;
    left -= give;
  }
  return back;
}

export const negate = (buckets: BucketAmounts): BucketAmounts =>
  Object.fromEntries(TOKEN_BUCKETS.map((b) => [b, -buckets[b]])) as BucketAmounts;
