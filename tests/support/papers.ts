import type { FastifyInstance } from 'fastify';
import { completeIntakeFor } from '../../src/legal/drafting/intake.fixture';
import type { DraftingType, PaperResolution } from '../../src/shared/api/drafts';
import { unzip } from '../../src/server/features/drafting/unzip.fixture';
import { buildMotionIntake } from './drafts';

/** GET /api/drafting/paper for a goal in a jurisdiction. */
export async function resolutionOf(app: FastifyInstance, typeId: string, jurisdiction: string): Promise<PaperResolution> {
  const res = await app.inject({ method: 'GET', url: `/api/drafting/paper?typeId=${typeId}&jurisdiction=${jurisdiction}` });
  if (res.statusCode !== 200) throw new Error(`paper lookup failed: ${res.statusCode} ${res.body}`);
  return res.json<PaperResolution>();
}

/** A non-compete's terms as an attorney fills them (the ids every jurisdiction's variant keeps). */
const NONCOMPETE_TERMS = {
  employer: { name: 'Harbor Analytics, Inc.', description: 'a Delaware corporation' },
  employee: { name: 'Jordan Lee' },
  position: 'Senior Account Manager',
  annualEarnings: 140000,
  restrictedMonths: 12,
  restrictedTerritory: 'the counties in which the Employee served customers during the last 12 months of employment',
  restrictedActivities: 'Selling data-analytics services to customers the Employee served for the Company.',
  consideration: 'Employment and a signing bonus of $5,000.',
  workLocation: 'Chicago, Illinois',
  buyer: { name: 'Northwind Holdings LLC', description: 'a Delaware limited liability company' },
  seller: { name: 'Pat Morgan' },
  businessSold: 'All assets and goodwill of Morgan Bakery, a retail bakery.',
  effectiveDate: '2026-03-05',
};

/**
 * A complete intake for a resolved type: every field filled (as the fixture fills it), then the realistic motion or
 * non-compete answers for the fields they name, and the paper's own grounds where it has them.
 */
export function intakeFor(type: DraftingType, grounds?: string): Record<string, unknown> {
  const known: Record<string, unknown> = type.family === 'motion' ? buildMotionIntake() : NONCOMPETE_TERMS;
  const intake: Record<string, unknown> = { ...completeIntakeFor(type) };
  for (const field of type.intakeFields) {
    if (field.id in known && (field.kind !== 'select' || field.options.some((option) => option.value === known[field.id]))) intake[field.id] = known[field.id];
  }
  if (grounds !== undefined) intake.grounds = grounds;
  return intake;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const paragraphText = (paragraph: string) =>
  [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) => match[1])
    .join('')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/**
 * An exported DOCX read back: its text, one line per paragraph (runs joined, so marks do not split a phrase), and
 * the text of its headings.
 */
export function docxParts(docx: Buffer): { text: string; headings: string[] } {
  const paragraphs = [...(unzip(docx).get('word/document.xml') ?? '').matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) => paragraph);
  return {
    text: paragraphs.map(paragraphText).join('\n'),
    headings: paragraphs.filter((paragraph) => /<w:pStyle w:val="Heading\d"\/>/.test(paragraph)).map(paragraphText),
  };
}
