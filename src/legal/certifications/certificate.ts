import type { CertificationRequirement } from './requirements';

/** What the citation gate found for one citation (the verify contract's fields this text needs). */
export interface CheckedCitation {
  text: string;
  normalized: string | null;
  status: 'verified' | 'partly-verified' | 'mismatch' | 'not-found' | 'unverifiable' | 'invalid';
  source: 'corpus' | 'courtlistener' | 'format' | null;
}

export interface CertificateOptions {
  citations: CheckedCitation[];
  /** The model that wrote sections, or null (or offline) when the draft is VolnaDraft's templates. */
  generatedBy: { model: string; offline: boolean } | null;
  requirements: CertificationRequirement[];
}

export interface Certificate {
  heading: string;
  paragraphs: string[];
  /** For the attorney, not the paper: which orders ask for it, or that none does. */
  note: string;
}

const STATUS_WORDS: Record<CheckedCitation['status'], string> = {
  verified: 'verified',
  'partly-verified': 'verified, with a parallel citation that could not be checked',
  mismatch: 'name, year or page does not match the case found',
  'not-found': 'not found',
  unverifiable: 'could not be checked',
  invalid: 'invalid citation',
};

const SOURCE_WORDS: Record<'corpus' | 'courtlistener', string> = { corpus: "against VolnaDraft's case-law library", courtlistener: 'through CourtListener' };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const nameOf = (citation: CheckedCitation) => citation.normalized ?? citation.text;

/** "3 against VolnaDraft's case-law library and 1 through CourtListener". */
function verifiedSources(verified: CheckedCitation[]): string {
  const counts = (['corpus', 'courtlistener'] as const)
    .map((source) => [verified.filter((citation) => citation.source === source).length, SOURCE_WORDS[source]] as const)
    .filter(([count]) => count > 0)
    .map(([count, words]) => `${count} ${words}`);
  return counts.join(' and ');
}

/** Each unverified citation once, by name, with its status and how often it is cited. */
function unverifiedList(unverified: CheckedCitation[]): string {
  const seen = new Map<string, { status: CheckedCitation['status']; times: number }>();
  for (const citation of unverified) {
    const entry = seen.get(nameOf(citation));
    if (entry) entry.times += 1;
    else seen.set(nameOf(citation), { status: citation.status, times: 1 });
  }
  return [...seen].map(([name, { status, times }]) => `${name} (${STATUS_WORDS[status]}${times > 1 ? `, cited ${times} times` : ''})`).join('; ');
}

/** The citation sentence: it never says every citation was verified unless the gate verified every one. */
export function citationStatement(citations: CheckedCitation[]): string {
  if (citations.length === 0) return "VolnaDraft's citation check found no citations in this paper.";
  const verified = citations.filter((citation) => citation.status === 'verified');
  const unverified = citations.filter((citation) => citation.status !== 'verified');
  const sources = verifiedSources(verified);
  if (unverified.length === 0) {
    return `VolnaDraft's citation check verified each of the ${plural(citations.length, 'citation', 'citations')} in this paper${sources ? `: ${sources}` : ''}.`;
  }
  const found = `VolnaDraft's citation check verified ${verified.length === 0 ? 'none' : verified.length} of the ${plural(citations.length, 'citation', 'citations')} in this paper${sources ? ` (${sources})` : ''}.`;
  const verb = unverified.length === 1 ? 'is' : 'are';
  return `${found} [${plural(unverified.length, 'citation', 'citations')} ${verb} not verified: ${unverifiedList(unverified)} — verify them before signing]`;
}

/** What the tool did, and the statements only the attorney can make, as bracketed items to confirm. */
function aiStatements(generatedBy: CertificateOptions['generatedBy'], requirements: CertificationRequirement[]): string[] {
  const model = generatedBy && !generatedBy.offline ? generatedBy.model : null;
  if (model === null) {
    const templates = 'This paper was prepared with VolnaDraft from its offline templates; no generative-AI model in VolnaDraft drafted any part of it.';
    return requirements.some((requirement) => requirement.certificateRequired)
      ? [templates, '[Confirm that no other generative-AI tool drafted any portion of this paper.]']
      : [templates];
  }
  const statements = [`This paper was prepared with VolnaDraft; generative artificial intelligence (${model}) drafted sections of it.`];
  if (requirements.some((requirement) => requirement.identifiesPortions)) statements.push(`[Identify the portions of text drafted with ${model}.]`);
  if (requirements.some((requirement) => requirement.humanCheck)) {
    statements.push('[Confirm that a human being checked all language drafted by generative AI for accuracy, using print reporters or traditional legal databases.]');
  }
  if (requirements.some((requirement) => requirement.confidentiality)) {
    statements.push(`[Confirm that the use of ${model} did not disclose confidential or business proprietary information to any unauthorized party.]`);
  }
  return statements;
}

/**
 * The certificate for a captioned paper, prefilled from the citation gate's results and the draft's generation. It
 * ends with its statements: the filing signs it with the attorney's block, "Dated: [date of signing]" like every other
 * paper (src/legal/drafting/filing-parts.ts), since the attorney certifies on the day of signing, not of drafting.
 */
export function buildCertificate(options: CertificateOptions): Certificate {
  const required = options.requirements.filter((requirement) => requirement.certificateRequired);
  const heading = required.length > 0 ? 'Certificate Regarding the Use of Generative Artificial Intelligence' : 'Certificate of Citation Verification';
  const note =
    required.length > 0
      ? `Required by: ${required.map((requirement) => requirement.source).join('; ')}. The text follows the summaries listed; read each order before filing and resolve every bracketed item.`
      : "No rule requires this certificate for this court; it records what VolnaDraft's citation check found. Resolve every bracketed item before filing.";
  return {
    heading,
    note,
    paragraphs: [
      ...aiStatements(options.generatedBy, options.requirements),
      citationStatement(options.citations),
      '[Confirm that the undersigned checked each citation to the law or the record, and each quotation, for accuracy.]',
    ],
  };
}
