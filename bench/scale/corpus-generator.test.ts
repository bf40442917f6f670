import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBulkRows, valueOf } from '../../src/server/features/corpus/courtlistener/bulk-file';
import { citationEdgesOf } from '../../src/server/features/corpus/importer';
import { parseReference } from '../../src/server/features/corpus/reference';
import { pageSpans } from '../../src/legal/verification/page-markers';
import { generateCorpus, sourceFiles, type GenerateOptions } from './corpus-generator';
import { defaultSharedData } from './generate';
import { loadSeries } from './reporters';

// reporters-db and courts-db come from the shared reference data (../shared/data); the SCOTUS text and the U.S.
// Reports names are small fixtures written here, so the test reads megabytes, not the 307 MB corpus.
const shared = sourceFiles(defaultSharedData());
const haveReferenceData = existsSync(shared.reportersJson) && existsSync(shared.courtsJson);
if (!haveReferenceData) console.log(`Skipping the generator's tests: no reporters-db / courts-db at ${defaultSharedData()} (set SHARED_DATA_DIR)`);

const PARAGRAPH = (n: number) =>
  `Paragraph ${n} of the opinion. The Fourth Amendment protects against Page 389 U. S. 351 unreasonable searches, and the warrant ` +
  `requirement applies in the ordinary case, as the Court held in Katz v. United States, 389 U. S. 347 (1967); ` +
  `qualified immunity shields officials whose conduct does not violate clearly established law.`;

// Generous time: generating and gzipping takes seconds, longer on a busy machine; nothing here asserts on time.
describe.skipIf(!haveReferenceData)('generateCorpus', { timeout: 180_000 }, () => {
  let dir: string;
  let sources: GenerateOptions['sources'];
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'scale-generator-'));
    const record = (i: number) =>
      JSON.stringify({ citation: null, name: `Case ${i}`, year: 2000, author: `Justice ${i % 3}`, type: 'Opinion', text: [1, 2, 3].map((p) => PARAGRAPH(i * 10 + p)).join('\n\n') });
    const scotus = path.join(dir, 'opinions.jsonl.gz');
    writeFileSync(scotus, gzipSync(Array.from({ length: 20 }, (_, i) => record(i)).join('\n')));
    const index = path.join(dir, 'us-reports-index.tsv');
    writeFileSync(index, 'citation\tname\tyear\n410 U.S. 113\tRoe v. Wade\t1973\n384 U.S. 436\tMiranda v. Arizona\t1966\n2 U.S. 419\tChisholm v. Georgia\t1793\n');
    sources = { ...shared, scotus: [scotus], usReportsIndex: index };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const generate = (name: string, options: Partial<GenerateOptions>) => generateCorpus({ out: path.join(dir, name), sources, ...options });

  async function rowsOf(file: string, required: string[]) {
    const rows: Array<ReadonlyMap<string, string>> = [];
    for await (const row of readBulkRows(file, required)) rows.push(row);
    return rows;
  }

  it('writes the same bytes for the same seed, and another corpus for another seed', async () => {
    const first = await generate('a', { opinions: 40, seed: 7 });
    const again = await generate('b', { opinions: 40, seed: 7 });
    const other = await generate('c', { opinions: 40, seed: 8 });
    expect(first.files.map((file) => path.basename(file))).toEqual([
      'courts-2026-01-01.csv.gz',
      'dockets-2026-01-01.csv.gz',
      'opinion-clusters-2026-01-01.csv.gz',
      'citations-2026-01-01.csv.gz',
      'opinions-2026-01-01.csv.gz',
    ]);
    first.files.forEach((file, i) => expect(readFileSync(file).equals(readFileSync(again.files[i]!))).toBe(true));
    expect(readFileSync(first.files[4]!).equals(readFileSync(other.files[4]!))).toBe(false);
  });

  it("writes files the importer's own reader reads, every citation in a reporter it knows, every row tied to a case", async () => {
    const { files, counts } = await generate('formats', { opinions: 60 });
    const [courts, dockets, clusters, citations, opinions] = await Promise.all([
      rowsOf(files[0]!, ['id', 'full_name']),
      rowsOf(files[1]!, ['id', 'court_id', 'docket_number']),
      rowsOf(files[2]!, ['id', 'case_name', 'docket_id', 'date_filed']),
      rowsOf(files[3]!, ['volume', 'reporter', 'page', 'cluster_id']),
      rowsOf(files[4]!, ['cluster_id', 'plain_text']),
    ]);
    expect([courts.length, dockets.length, clusters.length, citations.length, opinions.length]).toEqual([
      counts.courts,
      counts.dockets,
      counts.clusters,
      counts.citations,
      60,
    ]);
    const courtIds = new Set(courts.map((row) => valueOf(row, 'id')));
    expect(dockets.every((row) => courtIds.has(valueOf(row, 'court_id')))).toBe(true);
    const clusterIds = new Set(clusters.map((row) => valueOf(row, 'id')));
    expect(citations.every((row) => clusterIds.has(valueOf(row, 'cluster_id')))).toBe(true);
    expect(opinions.every((row) => clusterIds.has(valueOf(row, 'cluster_id')))).toBe(true);
    const unknown = citations.filter((row) => !parseReference(`${valueOf(row, 'volume')} ${valueOf(row, 'reporter')} ${valueOf(row, 'page')}`));
    expect(unknown).toEqual([]);
    // The SCOTUS text's page markers are gone: the checker reads no pages of the SCOTUS case into the generated one.
    expect(opinions.flatMap((row) => pageSpans(valueOf(row, 'plain_text')!))).toEqual([]);
    // The opinions cite earlier generated cases, which the importer turns into citation edges.
    const edges = opinions.slice(10).flatMap((row) => [...citationEdgesOf(valueOf(row, 'plain_text')!, null)]);
    const generatedReporters = new Set(citations.map((row) => valueOf(row, 'reporter')));
    expect(edges.some((edge) => generatedReporters.has(edge.citedReporter) && edge.citedReporter !== 'U.S.')).toBe(true);
  });

  it('spreads citations over reporters by their volumes, and over each series\' volumes in page order', async () => {
    const { files } = await generate('distribution', { citations: 8_000 });
    expect(files).toHaveLength(4); // no opinions file
    const series = new Map(loadSeries(shared.reportersJson).map((s) => [s.reporter, s]));
    const citations = await rowsOf(files[3]!, ['volume', 'reporter', 'page', 'cluster_id']);
    const clusters = await rowsOf(files[2]!, ['id', 'date_filed']);
    const yearOf = new Map(clusters.map((row) => [valueOf(row, 'id'), Number(valueOf(row, 'date_filed')!.slice(0, 4))]));
    const perReporter = new Map<string, number>();
    const lastPage = new Map<string, number>();
    for (const row of citations) {
      const reporter = valueOf(row, 'reporter')!;
      const volume = Number(valueOf(row, 'volume'));
      const page = Number(valueOf(row, 'page'));
      const s = series.get(reporter)!;
      expect(volume).toBeGreaterThanOrEqual(1);
      expect(volume).toBeLessThanOrEqual(s.volumes);
      const key = `${reporter} ${volume}`;
      expect(page).toBeGreaterThan(lastPage.get(key) ?? 0); // cases begin at increasing pages within a volume
      lastPage.set(key, page);
      perReporter.set(reporter, (perReporter.get(reporter) ?? 0) + 1);
    }
    // The big series get about their share of bound volumes: F.2d 999 of the 19,680 volumes of series a case is
    // first cited in (5.1%), a little less of all rows, which include the Supreme Court's parallels.
    const share = (reporter: string) => (perReporter.get(reporter) ?? 0) / citations.length;
    expect(share('F.2d')).toBeGreaterThan(0.04);
    expect(share('F.2d')).toBeLessThan(0.065);
    expect(share('F.2d')).toBeGreaterThan(share('F.4th') * 4);
    // Each series' cases reach into its late volumes, not only volume 1.
    expect(Math.max(...[...lastPage.keys()].filter((k) => k.startsWith('F.2d ')).map((k) => Number(k.slice(5))))).toBeGreaterThan(800);
    // A case's year lies in its own citation's series' years.
    for (const row of citations.slice(0, 2000)) {
      const s = series.get(valueOf(row, 'reporter')!)!;
      const year = yearOf.get(valueOf(row, 'cluster_id'))!;
      expect(year).toBeGreaterThanOrEqual(s.firstYear);
      expect(year).toBeLessThanOrEqual(s.lastYear);
    }
  });
});
