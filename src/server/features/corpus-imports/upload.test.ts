import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentMatchesName } from './upload';

const opinion = Buffer.from('{"citation":"410 U.S. 113","name":"Roe v. Wade","text":"..."}\n');

describe('an upload is the kind of file its name says', () => {
  it('accepts opinions as JSON Lines, plain or gzipped, and CSV and TSV text with their delimiters', () => {
    expect(contentMatchesName(opinion, 'opinions.jsonl')).toBe(true);
    expect(contentMatchesName(gzipSync(opinion), 'opinions.jsonl.gz')).toBe(true);
    expect(contentMatchesName(gzipSync(Buffer.from('id,date_created,case_name\n1,2020,A v. B\n')), 'opinion-clusters-2024-12-31.csv.gz')).toBe(true);
    expect(contentMatchesName(Buffer.from('volume\tpage\tname\n410\t113\tRoe v. Wade\n'), 'us-reports-index.tsv')).toBe(true);
  });

  it('refuses HTML, binaries, and gzip under a plain name or plain text under a .gz name', () => {
    expect(contentMatchesName(Buffer.from('<!doctype html><html>'), 'opinions.jsonl')).toBe(false);
    expect(contentMatchesName(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'opinions.csv')).toBe(false);
    expect(contentMatchesName(gzipSync(opinion), 'opinions.jsonl')).toBe(false);
    expect(contentMatchesName(opinion, 'opinions.jsonl.gz')).toBe(false);
    expect(contentMatchesName(gzipSync(opinion), 'opinions.csv.gz')).toBe(false);
  });

  it('reads the start of a gzip stream cut short, as an upload\'s first bytes are', () => {
    const big = gzipSync(Buffer.concat(Array.from({ length: 2000 }, () => opinion)));
    expect(contentMatchesName(big.subarray(0, 200), 'opinions.jsonl.gz')).toBe(true);
  });
});
