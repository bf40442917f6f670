import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORTERS_JSON, GENERATED_PATH, renderReportersModule } from '../../../scripts/generate-reporters';
import { checkPlausibility } from './plausibility';
import { findReporterEdition, isTableReporter } from './reporters';
import { findDbEditions, isLawOrJournal, neutralSpellings } from './reporters-db';

const reportersJson = process.env.REPORTERS_DB_PATH ?? DEFAULT_REPORTERS_JSON;
// The generator also reads courts-db's state names beside reporters-db.
const statesJson = join(dirname(reportersJson), '../courts-db/states.json');
const hasData = existsSync(reportersJson) && existsSync(statesJson);
if (!hasData) console.log(`Skipping the generated-module check: no reporters-db data at ${reportersJson} (or ${statesJson})`);

describe.skipIf(!hasData)('reporters-db.generated.ts', () => {
  it('is what scripts/generate-reporters.ts writes from the data', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(renderReportersModule(reportersJson));
  });
});

describe('reporters-db lookups', () => {
  it('knows reporters the compact table leaves out, by edition and by variation', () => {
    expect(isTableReporter('Mass. App. Ct.')).toBe(false);
    expect(findReporterEdition('Mass. App. Ct.')?.series).toBe('Massachusetts Appeals Court Reports');
    expect(findReporterEdition('Mass. App.')?.abbreviation).toBe('Mass. App. Ct.');
    expect(findReporterEdition('Ga.')?.abbreviation).toBe('Ga.');
  });

  it('keeps the compact table first where both know a reporter', () => {
    // reporters-db dates U.S. from 1875; the table's 1790 counts the renumbered nominative volumes.
    expect(findReporterEdition('U. S.')?.startYear).toBe(1790);
  });

  it('does not know an invented reporter, nor take laws and journals for reporters', () => {
    expect(findReporterEdition('Foo.')).toBeNull();
    expect(isLawOrJournal('U.S.C.')).toBe(true);
    expect(isLawOrJournal('Harv. L. Rev.')).toBe(true);
    expect(isLawOrJournal('Mass. App. Ct.')).toBe(false);
  });

  it('joins the years of editions that share a spelling, so none of them reads as implausible', () => {
    // 'Ark.' is the Arkansas Reports (1837-2009) and the Arkansas neutral citation (2009-).
    expect(findDbEditions('Ark.').map((edition) => edition.citeType)).toEqual(['state', 'neutral']);
    expect(checkPlausibility({ reporter: 'Ark.', volume: 300, year: 1990 }).status).toBe('plausible');
  });

  it('reads date ranges: an edition that ended cannot hold a later year', () => {
    const edition = findReporterEdition('Cal. Unrep.');
    expect(edition?.endYear).not.toBeNull();
    const year = (edition?.endYear ?? 0) + 5;
    expect(checkPlausibility({ reporter: 'Cal. Unrep.', volume: 1, year }).status).toBe('invalid');
  });

  it('lists the neutral citation forms of the states that have them, and no lowercase variants', () => {
    const spellings = neutralSpellings();
    for (const form of ['IL', 'IL App (1st)', 'ND', 'OK', 'WI', 'Ohio', 'ME', 'UT', 'MT', 'VT', 'SD', 'NMSC', 'NMCA', 'Ark.']) {
      expect(spellings, form).toContain(form);
    }
    expect(spellings).not.toContain('mt');
  });
});
