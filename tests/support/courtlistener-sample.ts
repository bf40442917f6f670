import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A deterministic CourtListener snapshot of `clusters` clusters written into `dir` (courts, dockets, opinion-clusters,
 * citations, dated 2025-07-31), shaped to reach every branch of the bulk importer across several batches: citations
 * that the U.S. Reports index fixture's cases already hold (the cluster's case is merged into them), citations
 * another cluster's case holds, unknown reporters, clusters the clusters file lacks, neutral citations, repeated
 * rows, dockets of courts the courts file lacks, and clusters whose docket is missing.
 */
export async function writeCourtListenerSample(dir: string, clusters: number): Promise<string[]> {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const csv = (rows: Array<Array<string | number>>) =>
    rows.map((row) => row.map((field) => `"${String(field).replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';
  const courts = ['scotus', 'ca2', 'ca9', 'cal', 'illappct'];
  const reporters = ['F.3d', 'F. Supp. 2d', 'A.2d', 'N.E.2d', 'P.3d', 'Cal. Rptr. 3d', 'F.2d'];
  // Cases of tests/fixtures/us-reports-index.tsv, keyed by their citation before any cluster arrives.
  const indexCitations = ['410 U.S. 1', '410 U.S. 19', '410 U.S. 52', '410 U.S. 73', '410 U.S. 113'];
  const pages = new Map<string, number>();
  const nextPage = (volumeKey: string) => {
    const page = (pages.get(volumeKey) ?? 0) + 1 + Math.floor(random() * 20);
    pages.set(volumeKey, page);
    return page;
  };

  const dockets: Array<Array<string | number>> = [['id', 'court_id', 'docket_number']];
  const clusterRows: Array<Array<string | number>> = [['id', 'date_filed', 'case_name', 'docket_id']];
  const citations: Array<Array<string | number>> = [['id', 'volume', 'reporter', 'page', 'type', 'cluster_id']];
  const issued: Array<[number, string, string]> = [];
  for (let i = 1; i <= clusters; i += 1) {
    const clusterId = 700_000 + i;
    const docketId = 800_000 + i;
    const year = 1960 + Math.floor(random() * 60);
    // Every 50th cluster's docket is never listed; every 40th docket names a court the courts file lacks.
    if (i % 50 !== 0) dockets.push([docketId, i % 40 === 0 ? 'newcourt' : pick(courts), i % 7 === 0 ? '' : `${year % 100}-${i}`]);
    clusterRows.push([clusterId, `${year}-03-1${i % 10}`, `Plaintiff ${i} v. Defendant ${i}`, docketId]);
    const count = 1 + Math.floor(random() * 3);
    for (let j = 0; j < count; j += 1) {
      const roll = random();
      let reference: [number | string, string, string | number];
      if (roll < 0.01) {
        const [volume, reporter, page] = pick(indexCitations).split(' ');
        reference = [volume!, reporter!, page!];
      }
      else if (roll < 0.03 && issued.length > 0) reference = pick(issued);
      else if (roll < 0.05) reference = [Math.floor(random() * 300), 'Bogus Rptr.', Math.floor(random() * 900)];
      else if (roll < 0.08) {
        const volume = 2010 + Math.floor(random() * 10);
        reference = [volume, 'IL App (1st)', `${100000 + nextPage(`il${volume}`)}${random() < 0.5 ? '-U' : ''}`];
      } else {
        const reporter = pick(reporters);
        const volume = 1 + Math.floor(random() * 40);
        reference = [volume, reporter, nextPage(`${reporter}${volume}`)];
        issued.push([volume, reporter, String(reference[2])]);
      }
      const cluster = random() < 0.01 ? 900_000 + i : clusterId;
      citations.push([citations.length, reference[0], reference[1], reference[2], 1, cluster]);
      if (random() < 0.01) citations.push([citations.length, reference[0], reference[1], reference[2], 1, cluster]);
    }
  }
  const date = '2025-07-31';
  const files: Array<[string, string | Buffer]> = [
    [`courts-${date}.csv`, csv([['id', 'full_name', 'citation_string'], ...courts.map((id) => [id, `Court ${id}`, id.toUpperCase()])])],
    [`opinion-clusters-${date}.csv`, csv(clusterRows)],
    // After the clusters, so that the dockets file gives clusters already imported their court and docket.
    [`dockets-${date}.csv.gz`, gzipSync(csv(dockets))],
    [`citations-${date}.csv`, csv(citations)],
  ];
  for (const [name, content] of files) await writeFile(path.join(dir, name), content);
  return files.map(([name]) => path.join(dir, name));
}
