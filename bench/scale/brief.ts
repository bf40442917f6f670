/**
 * A 150-citation brief drawn from the corpus itself, as an attorney's brief cites: each citation a case the corpus
 * holds, with its name, a pin page, its court and year; one in ten is fabricated (a page in a covered volume where no
 * case begins), so the check's not-found path does its work too. The rows are taken at evenly spaced case ids, so the
 * same database gives the same brief.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';

export const BRIEF_CITATIONS = 150;
const FABRICATED_EVERY = 10;

type Cited = { name: string; volume: number; reporter: string; page: string; year: number | null; court: string | null };

const courtAndYear = ({ court, year }: Cited) => [court, year].filter((part) => part !== null && part !== '').join(' ');

/** The brief's text: one sentence per citation, a fabricated one every tenth. */
export function briefText(cited: readonly Cited[]): string {
  return cited
    .map((c, index) => {
      const fabricated = index % FABRICATED_EVERY === FABRICATED_EVERY - 1;
      // A page just past the case's own first page: no case begins there, but the volume is covered.
      const page = fabricated ? Number(c.page) + 1 : Number(c.page);
      const pin = page + (index % 7);
      const name = fabricated ? `${c.name.split(' v. ')[0]} v. Fabricated Holdings` : c.name;
      return `The court so held in ${name}, ${c.volume} ${c.reporter} ${page}, ${pin} (${courtAndYear(c)}).`;
    })
    .join('\n\n');
}

/**
 * BRIEF_CITATIONS cases with a citation, at evenly spaced case ids, each with its first citation. Read through the
 * primary key, one case per step, so the brief is built in milliseconds at any size: numbering every case (a window
 * over the whole table) outran the statement timeout at 3M cases. An import numbers cases without gaps, so these are
 * the cases every (total / BRIEF_CITATIONS)th row of the corpus gives.
 */
export async function citedCases(db: Db): Promise<Cited[]> {
  return selectRows<Cited>(
    db,
    sql`with bounds as (select min(id) as lo, max(id) as hi from cases),
        picked as (
          select s.step, c.id, c.name, c.decided_year as year, c.court_id
          from bounds, generate_series(0, ${BRIEF_CITATIONS - 1}) as s(step)
          cross join lateral (select * from cases c
                              where c.id >= bounds.lo + s.step * greatest(1, (bounds.hi - bounds.lo + 1) / ${BRIEF_CITATIONS})
                              order by c.id limit 1) c
        )
        select p.name, p.year, cc.volume, cc.reporter, cc.page,
          (select case when ct.id = 'scotus' then null else nullif(ct.citation_string, '') end from courts ct where ct.id = p.court_id) as court
        from picked p join lateral (select * from case_citations x where x.case_id = p.id order by x.id limit 1) cc on true
        order by p.step`,
  );
}
