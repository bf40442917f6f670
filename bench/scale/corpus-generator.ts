/**
 * Writes a deterministic corpus in CourtListener's bulk-data format (courts-, dockets-, opinion-clusters-,
 * citations- and opinions-<date>.csv.gz, the columns the importer reads among CourtListener's published ones), all
 * five in one pass so that memory stays flat: only the paragraph pool, the parties' names and a ring of recent
 * cases (for the citations the opinions make) are held, never the rows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCsvGzWriter, type CsvGzWriter } from './csv-writer';
import { createLayout, yearOf, type Placement } from './layout';
import { createPrng, type Prng } from './prng';
import { loadCourts, loadSeries, type Court } from './reporters';
import { readParties, samplePool, type TextPool } from './sources';

/** The date in every file's name: the importer dates a complete snapshot's coverage by it. */
export const SNAPSHOT_DATE = '2026-01-01';
/** Opinions per case: 1 (75%), 2 (20%), 3 (5%), as a majority with a dissent or a concurrence. */
const OPINIONS_PER_CASE = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3];
const MEAN_OPINIONS_PER_CASE = 1.3;
/** Opinion length in characters: log-normal, median 22 KB, mean about 30 KB (SCOTUS opinions average 35 KB). */
const MEDIAN_TEXT = 22_000;
const TEXT_SIGMA = 0.8;
const MIN_TEXT = 2_000;
const MAX_TEXT = 400_000;
/** After each paragraph, the chance that a sentence citing an earlier generated case follows. */
const CITING_CHANCE = 0.35;
/** Recent cases the opinions may cite. */
const RING = 4_096;

export interface SourceFiles {
  scotus: readonly string[];
  usReportsIndex: string;
  reportersJson: string;
  courtsJson: string;
}

export function sourceFiles(sharedData: string): SourceFiles {
  return {
    scotus: ['opinions-1973-1989.jsonl.gz', 'opinions-1990-2024.jsonl.gz'].map((name) => path.join(sharedData, 'scotus', name)),
    usReportsIndex: path.join(sharedData, 'scotus', 'us-reports-index.tsv'),
    reportersJson: path.join(sharedData, 'reporters-db', 'reporters.json'),
    courtsJson: path.join(sharedData, 'courts-db', 'courts.json'),
  };
}

export interface GenerateOptions {
  out: string;
  /** Write cases until this many opinions with text (opinions file included). */
  opinions?: number;
  /** Or: write cases without text until this many citation rows (no opinions file). */
  citations?: number;
  seed?: number;
  /** gzip level of every file. */
  level?: number;
  sources: SourceFiles;
  onProgress?: (written: Counts) => void;
}

export type Counts = { courts: number; dockets: number; clusters: number; citations: number; opinions: number };

export interface Generated {
  /** In the order the importer must read them. */
  files: string[];
  counts: Counts;
  /** Compressed bytes of all files. */
  bytes: number;
  /** Characters of opinion text written. */
  textChars: number;
}

export const FILE_KINDS = ['courts', 'dockets', 'opinion-clusters', 'citations', 'opinions'] as const;
const HEADERS: Record<(typeof FILE_KINDS)[number], string[]> = {
  courts: ['id', 'full_name', 'short_name', 'citation_string', 'in_use'],
  dockets: ['id', 'court_id', 'case_name', 'docket_number', 'date_filed'],
  'opinion-clusters': ['id', 'date_filed', 'case_name_short', 'case_name', 'case_name_full', 'precedential_status', 'docket_id'],
  citations: ['id', 'volume', 'reporter', 'page', 'type', 'cluster_id'],
  opinions: ['id', 'type', 'author_str', 'per_curiam', 'plain_text', 'html_with_citations', 'cluster_id'],
};

type Cited = { name: string; placement: Placement; year: number; court: Court };

function citingSentence(cited: Cited, prng: Prng): string {
  const { series, volume, page } = cited.placement;
  const pin = page + prng.int(0, 12);
  const court = cited.court.citationString && cited.court.id !== 'scotus' ? `${cited.court.citationString} ` : '';
  const signal = prng.pick(['See', 'See also', 'Cf.', 'Accord', 'See generally']);
  return `${signal} ${cited.name}, ${volume} ${series.reporter} ${page}, ${pin} (${court}${cited.year}).`;
}

function opinionText(pool: TextPool, caption: string, ring: readonly Cited[], prng: Prng): string {
  const target = Math.min(MAX_TEXT, Math.max(MIN_TEXT, prng.logNormal(MEDIAN_TEXT, TEXT_SIGMA)));
  const parts = [caption];
  let length = caption.length;
  while (length < target) {
    let paragraph = prng.pick(pool.paragraphs);
    if (ring.length > 0 && prng.chance(CITING_CHANCE)) paragraph += ` ${citingSentence(prng.pick(ring), prng)}`;
    parts.push(paragraph);
    length += paragraph.length + 2;
  }
  return parts.join('\n\n');
}

const OPINION_TYPES = ['040dissent', '030concurrence', '035concurrenceinpart'];

export async function generateCorpus(options: GenerateOptions): Promise<Generated> {
  const { out, opinions: opinionGoal = 0, citations: citationGoal = 0, seed = 1, level = 6, sources } = options;
  if ((opinionGoal > 0) === (citationGoal > 0)) throw new Error('give either a number of opinions or a number of citations');
  mkdirSync(out, { recursive: true });
  const series = loadSeries(sources.reportersJson);
  const courts = loadCourts(sources.courtsJson, series.flatMap((s) => s.courts));
  const courtById = new Map(courts.map((court) => [court.id, court]));
  const parties = await readParties(sources.usReportsIndex);
  const pool = opinionGoal > 0 ? await samplePool(sources.scotus, createPrng(seed ^ 0x5eed)) : null;
  const structure = createPrng(seed);
  const text = createPrng(seed ^ 0x7e47);
  const expectedCases = opinionGoal > 0 ? opinionGoal / MEAN_OPINIONS_PER_CASE : citationGoal;
  const layout = createLayout(series, expectedCases);

  const kinds = FILE_KINDS.filter((kind) => kind !== 'opinions' || pool);
  const files = kinds.map((kind) => path.join(out, `${kind}-${SNAPSHOT_DATE}.csv.gz`));
  const writers = Object.fromEntries(kinds.map((kind, i) => [kind, createCsvGzWriter(files[i]!, HEADERS[kind], level)])) as Record<
    (typeof FILE_KINDS)[number],
    CsvGzWriter
  >;
  const counts: Counts = { courts: 0, dockets: 0, clusters: 0, citations: 0, opinions: 0 };
  let textChars = 0;
  for (const court of courts) {
    await writers.courts.row([court.id, court.name, court.name, court.citationString || null, 'True']);
    counts.courts += 1;
  }
  const ring: Cited[] = [];
  while (opinionGoal > 0 ? counts.opinions < opinionGoal : counts.citations < citationGoal) {
    const id = counts.clusters + 1;
    const placement = layout.place(structure);
    const year = yearOf(placement);
    const court = courtById.get(structure.pick(placement.series.courts))!;
    const name = structure.chance(0.05) ? `In re ${structure.pick(parties)}` : `${structure.pick(parties)} v. ${structure.pick(parties)}`;
    const date = `${year}-${String(structure.int(1, 12)).padStart(2, '0')}-${String(structure.int(1, 28)).padStart(2, '0')}`;
    const docket = `${String(year % 100).padStart(2, '0')}-${structure.int(1, 9999)}`;
    await writers.dockets.row([id, court.id, name, docket, date]);
    await writers['opinion-clusters'].row([id, date, name.split(' v. ')[0]!, name, name.toUpperCase(), 'Published', id]);
    counts.dockets += 1;
    counts.clusters += 1;
    const placements = court.id === 'scotus' ? [placement, ...layout.parallelsOf(year, structure)] : [placement];
    for (const { series: s, volume, page } of placements) {
      counts.citations += 1;
      await writers.citations.row([counts.citations, volume, s.reporter, page, s.citationType, id]);
    }
    if (pool) {
      const caption = `${court.name}\n\n${name}\n\nNo. ${docket}\n\nDecided ${date}`;
      const opinionCount = structure.pick(OPINIONS_PER_CASE);
      for (let i = 0; i < opinionCount && counts.opinions < opinionGoal; i += 1) {
        const body = opinionText(pool, caption, ring, text);
        const type = opinionCount === 1 ? '010combined' : i === 0 ? '020lead' : structure.pick(OPINION_TYPES);
        counts.opinions += 1;
        textChars += body.length;
        await writers.opinions.row([counts.opinions, type, structure.pick(pool.authors), 'False', body, null, id]);
      }
    }
    const cited = { name, placement, year, court };
    if (ring.length < RING) ring.push(cited);
    else ring[id % RING] = cited;
    if (id % 10_000 === 0) options.onProgress?.({ ...counts });
  }
  let bytes = 0;
  for (const kind of kinds) bytes += await writers[kind].close();
  const generated: Generated = { files, counts, bytes, textChars };
  // Names only, so that the folder can be moved: a later run reads them back beside the manifest.
  const manifest = { seed, opinions: opinionGoal, citations: citationGoal, level, ...generated, files: files.map((file) => path.basename(file)) };
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return generated;
}
