import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '../../../shared/api/admin';
import { analyticsCsv, csvField } from './analytics-csv';

const analytics: AnalyticsResponse = {
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    { date: '2026-03-01', visits: 3, signUps: 1, activeUsers: 2, tokensUsed: 1500, revenueCents: 0 },
    { date: '2026-03-02', visits: 0, signUps: 0, activeUsers: 0, tokensUsed: 0, revenueCents: 4900 },
  ],
  totals: { visits: 3, signUps: 1, activeUsers: 2, tokensUsed: 1500, revenueCents: 4900 },
  topPages: [{ path: '/plans', visits: 3 }],
  pageDays: [{ date: '2026-03-01', path: '/plans', visits: 3 }],
  models: [{ model: 'offline engine', tokens: 1500 }],
  modelDays: [{ date: '2026-03-01', model: 'offline engine', tokens: 1500 }],
  revenueEvents: [{ at: '2026-03-02T10:00:00.000Z', type: 'checkout.completed', provider: 'sandbox', amountCents: 4900, userEmail: 'a@firm.test' }],
};

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('gpt-4o, mini')).toBe('"gpt-4o, mini"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('leaves empty values empty', () => {
    expect(csvField(null)).toBe('');
  });
});

describe('analyticsCsv', () => {
  it('writes one row per day with a header', () => {
    expect(analyticsCsv('daily', analytics)).toBe(
      'date,visits,sign_ups,active_users,tokens_used,revenue_cents\r\n2026-03-01,3,1,2,1500,0\r\n2026-03-02,0,0,0,0,4900\r\n',
    );
  });

  it('writes visits by page and day, tokens by model and day, and revenue events', () => {
    expect(analyticsCsv('pages', analytics)).toBe('date,path,visits\r\n2026-03-01,/plans,3\r\n');
    expect(analyticsCsv('models', analytics)).toBe('date,model,tokens\r\n2026-03-01,offline engine,1500\r\n');
    expect(analyticsCsv('revenue', analytics)).toBe(
      'received_at,type,provider,amount_cents,user_email\r\n2026-03-02T10:00:00.000Z,checkout.completed,sandbox,4900,a@firm.test\r\n',
    );
  });
});
