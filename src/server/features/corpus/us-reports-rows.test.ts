import { describe, expect, it } from 'vitest';
import { prepareUsReportsRows, toTsv } from './us-reports-rows';

describe('preparing the U.S. Reports index for shipping', () => {
  it('clears a year a century after the rest of its volume and keeps earlier ones', () => {
    const { rows, yearsCleared } = prepareUsReportsRows([
      'citation\tname\tyear',
      '128 U.S. 40\tUnited States ex Rel. Dunlap v. Black\t1988',
      '128 U.S. 1\tA v. B\t1888',
      '128 U.S. 90\tC v. D\t1888',
      '4 U.S. 107\tGeyer\'s Lessee v. Irwin\t1790',
      '4 U.S. 1\tE v. F\t1800',
      '4 U.S. 2\tG v. H\t1800',
    ]);
    expect(rows.find((row) => row.citation === '128 U.S. 40')?.year).toBe(0);
    expect(rows.find((row) => row.citation === '4 U.S. 107')?.year).toBe(1790);
    expect(yearsCleared).toEqual(['128 U.S. 40 (1988)']);
  });

  it('rejects rows that are not U.S. Reports citations with a name and writes the rest as the importer reads them', () => {
    const { rows, rejected } = prepareUsReportsRows(['410 U. S. 113\tRoe v. Wade\t1973', '5 F.3d 1\tX v. Y\t1993', '1 U.S. 1\t\t1790']);
    expect(rejected).toHaveLength(2);
    expect(toTsv(rows)).toBe('citation\tname\tyear\n410 U.S. 113\tRoe v. Wade\t1973\n');
  });
});
