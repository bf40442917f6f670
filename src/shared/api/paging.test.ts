import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor, pageCursorSchema, reportDaySchema } from './paging';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('page cursors', () => {
  it('reads back the key it wrote, as the server wrote them before (base64url of "time|id")', () => {
    const key = { at: new Date('2026-11-28T21:00:00.123Z'), id: '5b0d3c1e-8f7a-4c2b-9d3e-1a2b3c4d5e6f' };
    const cursor = encodePageCursor(key);
    expect(cursor).toBe(b64(`${key.at.toISOString()}|${key.id}`));
    expect(decodePageCursor(cursor)).toEqual(key);
    expect(pageCursorSchema.safeParse(cursor).success).toBe(true);
  });

  it.each([
    ['NUL inside the decoded id', b64('2026-11-28T21:00:00.000Z|abc\u0000def')],
    ['invalid base64', '!!!not base64!!!'],
    ['padding and standard base64 characters', `${b64('2026-11-28T21:00:00.000Z|a')}==`],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x7c, 0x61]).toString('base64url')],
    ['a year PostgreSQL cannot store', b64('-100000-01-01T00:00:00.000Z|abc')],
    ['a year past 9999', b64('+010000-01-01T00:00:00.000Z|abc')],
    ['year 0', b64('0000-01-01T00:00:00.000Z|abc')],
    ['a time that is not one toISOString writes', b64('2026-11-28|abc')],
    ['no id', b64('2026-11-28T21:00:00.000Z|')],
    ['a third part', b64('2026-11-28T21:00:00.000Z|abc|def')],
    ['an id of quotes and spaces', b64("2026-11-28T21:00:00.000Z|a' or 1=1")],
    ['a very long cursor', 'A'.repeat(5_000)],
    ['an empty cursor', ''],
  ])('refuses %s', (_, cursor) => {
    expect(decodePageCursor(cursor)).toBeNull();
    expect(pageCursorSchema.safeParse(cursor).success).toBe(false);
  });
});

describe('report days', () => {
  it.each(['0000-01-01', '9999-12-31', '-000001-01-01', '1969-12-31', '3000-01-01', '2026-02-30'])('refuses %s', (day) => {
    expect(reportDaySchema.safeParse(day).success).toBe(false);
  });
  it.each(['1970-01-01', '2026-11-28', '2999-12-31'])('accepts %s', (day) => {
    expect(reportDaySchema.safeParse(day).success).toBe(true);
  });
});
