import { describe, expect, it } from 'vitest';
import { refundFromTaken, takeInSpendingOrder, totalOf } from './buckets';

describe('spending order (DESIGN §5: trial, monthly, rollover, referral, addon)', () => {
  it('takes from the bucket that expires first, then the next', () => {
    const balances = { trial: 100, monthly: 50, rollover: 30, referral: 20, addon: 1000 };
    expect(takeInSpendingOrder(balances, 190)).toEqual({ trial: 100, monthly: 50, rollover: 30, referral: 10, addon: 0 });
  });

  it('never takes more than a bucket holds', () => {
    const taken = takeInSpendingOrder({ trial: 5, monthly: 0, rollover: 0, referral: 0, addon: 5 }, 100);
    expect(taken).toEqual({ trial: 5, monthly: 0, rollover: 0, referral: 0, addon: 5 });
    expect(totalOf(taken)).toBe(10);
  });

  it('gives an unused reservation back last-taken first', () => {
    const taken = { trial: 100, monthly: 50, rollover: 0, referral: 0, addon: 25 };
    expect(refundFromTaken(taken, 60)).toEqual({ trial: 0, monthly: 35, rollover: 0, referral: 0, addon: 25 });
  });
});
