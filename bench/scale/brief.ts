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

/** BRIEF_CITATIONS cases with a citation, spread over the corpus's case ids. */
export async function citedCases(db: Db): Promise<Cited[]> {
  return selectRows<Cited>(
    db,
    sql`with numbered as (
          select c.id, c.name, c.decided_year as year, cc.volume, cc.reporter, cc.page,
            (select case when ct.id = 'scotus' then null else nullif(ct.citation_string, '') end from courts ct where ct.id = c.court_id) as court,
            row_number() over (order by c.id) as n, count(*) over () as total
          from cases c join lateral (select * from case_citations x where x.case_id = c.id order by x.id limit 1) cc on true
        )
        select name, year, volume, reporter, page, court from numbered
        where (n - 1) % greatest(1, total / ${BRIEF_CITATIONS}) = 0
        order by n limit ${BRIEF_CITATIONS}`,
  );
}
