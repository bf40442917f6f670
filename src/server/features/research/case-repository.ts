import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { referenceText, toCitedAuthority, type AuthorityRow } from './authority-row';
import { withIndexedSearch } from './indexed-search';

/** How many citing cases the case page lists, and passages shown for each. */
const CITED_BY_LIMIT = 100;
const PASSAGES_PER_CASE = 3;
const CITES_LIMIT = 300;

type CaseRow = {
  id: string;
  name: string;
  court_id: string | null;
  court_name: string | null;
  decided_year: number | null;
  docket: string | null;
  source: string;
};

/**
 * Opinions of citing cases (a concurrence may name the case without citing it) whose text uses a word of overruling
 * or abrogation and one of the case's short names anywhere (found through the full-text index); the service reads
 * the sentences. A case can be overruled in a sentence that carries no citation of it.
 */
export function opinionsSayingOverruledQuery(caseId: number, shortNames: string[]): SQL {
  const named = sql.join(shortNames.map((name) => sql`plainto_tsquery('english', ${name})`), sql` || `);
  return sql`select c.id as case_id, c.name, c.decided_year as year, o.text,
                    (select cc.volume || ' ' || cc.reporter || ' ' || cc.page from case_citations cc
                      where cc.case_id = c.id order by cc.id limit 1) as citation
             from opinions o join cases c on c.id = o.case_id
             where o.case_id in (select co.case_id from citation_edges e join opinions co on co.id = e.citing_opinion_id
                                 where e.cited_case_id = ${caseId})
               and c.id <> ${caseId}
               and o.search @@ (to_tsquery('english', 'overrul:* | abrog:*') && (${named}))
             order by c.decided_year nulls last, o.id`;
}

/** Reads one case of the public corpus with its opinions and its place in the citation graph. */
export function createCaseRepository(db: Db) {
  return {
    async findCase(id: number) {
      const [row] = await selectRows<CaseRow>(
        db,
        sql`select c.id, c.name, c.court_id, ct.name as court_name, c.decided_year, c.docket, c.source
            from cases c left join courts ct on ct.id = c.court_id where c.id = ${id}`,
      );
      if (!row) return null;
      const citations = await selectRows<{ volume: number; reporter: string; page: string }>(
        db,
        sql`select volume, reporter, page from case_citations where case_id = ${id} order by id`,
      );
      return {
        id: Number(row.id),
        name: row.name,
        court: row.court_id ? { id: row.court_id, name: row.court_name ?? row.court_id } : null,
        year: row.decided_year,
        docket: row.docket,
        source: row.source,
        citations: citations.map(referenceText),
      };
    },

    async opinionsOf(caseId: number) {
      const opinions = await selectRows<{ id: string; type: string | null; author: string | null; text: string }>(
        db,
        sql`select id, type, author, text from opinions where case_id = ${caseId} order by id`,
      );
      const edges = await selectRows<{
        citing_opinion_id: string;
        start_offset: number;
        end_offset: number;
        citation: string;
        cited_case_id: string | null;
      }>(
        db,
        sql`select e.citing_opinion_id, e.start_offset, e.end_offset, e.citation, e.cited_case_id
            from citation_edges e join opinions o on o.id = e.citing_opinion_id
            where o.case_id = ${caseId} order by e.citing_opinion_id, e.start_offset`,
      );
      return opinions.map((opinion) => ({
        id: Number(opinion.id),
        type: opinion.type,
        author: opinion.author,
        text: opinion.text,
        citations: edges
          .filter((edge) => edge.citing_opinion_id === opinion.id)
          .map((edge) => ({
            start: edge.start_offset,
            end: edge.end_offset,
            citation: edge.citation,
            caseId: edge.cited_case_id === null ? null : Number(edge.cited_case_id),
          })),
      }));
    },

    /** The authorities this case's opinions cite, most-cited first; short forms count toward their case. */
    async citesOf(caseId: number) {
      const rows = await selectRows<AuthorityRow>(
        db,
        sql`select e.cited_volume as volume, e.cited_reporter as reporter, e.cited_page as page,
                   max(e.cited_case_id) as case_id, max(c.name) as name, max(c.decided_year) as year, count(*) as count
            from citation_edges e
            join opinions o on o.id = e.citing_opinion_id
            left join cases c on c.id = e.cited_case_id
            where o.case_id = ${caseId} and e.cited_page is not null
            group by e.cited_volume, e.cited_reporter, e.cited_page
            order by count(*) desc, e.cited_volume, e.cited_reporter, e.cited_page
            limit ${CITES_LIMIT}`,
      );
      return rows.map(toCitedAuthority);
    },

    /** Later cases citing this one, most citations first, each with a few of the passages that cite it. */
    async citedBy(caseId: number) {
      const [total] = await selectRows<{ total: string }>(
        db,
        sql`select count(distinct o.case_id) as total from citation_edges e
            join opinions o on o.id = e.citing_opinion_id
            where e.cited_case_id = ${caseId} and o.case_id <> ${caseId}`,
      );
      const citing = await selectRows<{ case_id: string; name: string; year: number | null; citation: string | null; count: string }>(
        db,
        sql`select c.id as case_id, c.name, c.decided_year as year, count(*) as count,
                   (select cc.volume || ' ' || cc.reporter || ' ' || cc.page from case_citations cc
                     where cc.case_id = c.id order by cc.id limit 1) as citation
            from citation_edges e
            join opinions o on o.id = e.citing_opinion_id
            join cases c on c.id = o.case_id
            where e.cited_case_id = ${caseId} and c.id <> ${caseId}
            group by c.id
            order by count(*) desc, c.decided_year desc nulls last, c.id
            limit ${CITED_BY_LIMIT}`,
      );
      const caseIds = citing.map((row) => Number(row.case_id));
      const passages =
        caseIds.length === 0
          ? []
          : await selectRows<{ case_id: string; opinion_id: string; context: string }>(
              db,
              sql`select case_id, opinion_id, context from (
                    select o.case_id, e.citing_opinion_id as opinion_id, e.context,
                           row_number() over (partition by o.case_id order by e.citing_opinion_id, e.start_offset) as n
                    from citation_edges e join opinions o on o.id = e.citing_opinion_id
                    where e.cited_case_id = ${caseId} and o.case_id in (${sql.join(caseIds.map((id) => sql`${id}`), sql`, `)})
                  ) ranked where n <= ${PASSAGES_PER_CASE * 3}`,
            );
      return {
        total: Number(total?.total ?? 0),
        cases: citing.map((row) => ({
          caseId: Number(row.case_id),
          name: row.name,
          citation: row.citation,
          year: row.year,
          count: Number(row.count),
          passages: passages
            .filter((passage) => passage.case_id === row.case_id)
            .map((passage) => ({ opinionId: Number(passage.opinion_id), text: passage.context })),
        })),
      };
    },

    /** The opinions `opinionsSayingOverruledQuery` finds, read through the full-text index (ADR 027). */
    async opinionsSayingOverruled(caseId: number, shortNames: string[]) {
      if (shortNames.length === 0) return [];
      return withIndexedSearch(db, (tx) =>
        selectRows<{ case_id: string; name: string; year: number | null; citation: string | null; text: string }>(
          tx,
          opinionsSayingOverruledQuery(caseId, shortNames),
        ),
      );
    },
  };
}

export type CaseRepository = ReturnType<typeof createCaseRepository>;
