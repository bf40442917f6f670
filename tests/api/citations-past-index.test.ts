import { describe, expect, it } from 'vitest';
import { useBuiltinIndexApp } from '../support/corpus';

/**
 * Issue #35 item 2: with only the built-in index (a fresh install), Supreme Court citations past its last paged
 * volume (574 U.S.) are judged by name and year against every decision of their term.
 */
describe('POST /api/citations/verify past the index’s last paged U.S. volume', () => {
  const fresh = useBuiltinIndexApp();

  const check = async (text: string) => {
    const [citation] = (await fresh.verify(text)).citations;
    return citation!;
  };

  it('verifies Bostock by name and year, and says its U.S. page is not in the index', async () => {
    const bostock = await check('Bostock v. Clayton County, 590 U.S. 644 (2020).');
    expect(bostock).toMatchObject({ status: 'verified', source: 'corpus', match: { name: 'Bostock v. Clayton County', year: 2020 } });
    expect(bostock.message).toContain('U.S. page not in the index');
    expect(bostock.message).toContain('No. 17-1618');
  });

  it('verifies Obergefell, Dobbs and Loper Bright the same way', async () => {
    for (const text of [
      'Obergefell v. Hodges, 576 U.S. 644 (2015).',
      "Dobbs v. Jackson Women's Health Organization, 597 U.S. 215 (2022).",
      'Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024).',
    ]) {
      const citation = await check(text);
      expect(citation.status, `${text}: ${citation.message}`).toBe('verified');
      expect(citation.message).toContain('U.S. page not in the index');
    }
  });

  it('calls an invented case of a complete term not-found, naming the term', async () => {
    const fake = await check('Fakename v. Nobody, 590 U.S. 700 (2020).');
    expect(fake).toMatchObject({ status: 'not-found', source: 'corpus', match: null });
    expect(fake.message).toMatch(/no Supreme Court decision of the 2019 term has this name/i);
  });

  it('calls a real decision with the wrong year a mismatch', async () => {
    const wrongYear = await check('Bostock v. Clayton County, 590 U.S. 644 (2019).');
    expect(wrongYear.status).toBe('mismatch');
    expect(wrongYear.message).toContain('was decided in 2020, not 2019');
  });

  it('leaves an unknown name unverifiable where a term of its year is not complete in the index', async () => {
    // Decisions of October to December 2024 (the October Term 2024) came after the data was taken.
    const fake = await check('Fakename v. Nobody, 604 U.S. 10 (2024).');
    expect(fake.status).toBe('unverifiable');
  });
});
