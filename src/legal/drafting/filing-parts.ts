import { CERTIFICATE_SECTION_ID } from './certificate-section';
import type { ContentSection, DraftContent } from './content';
import { blockText } from './content';

/**
 * A court filing is a sequence of papers (notice, motion, memorandum, declaration, proposed order, proof of service),
 * each complete: its own opening, its own numbering and its own signature. A draft stores one list of sections; the
 * parts are found where a paper's companion begins (src/legal/procedure/paper-layout.ts says where and how).
 */

/**
 * Who signs a part: `attorney` the attorney's full block; `affirmant` a signature line over the attorney's name (an
 * attorney's affirmation or certificate); `own` nobody added, the text carries its own signature line (a declarant,
 * the person who served); `court` nobody added, the judge signs the proposed order's own line.
 */
export type PartSigner = 'attorney' | 'affirmant' | 'own' | 'court';

/** How a part opens: with the caption again, on a new page under its title, or under its title where the last ended. */
export type PartOpening = 'caption' | 'new-page' | 'continues';

export type PartLayout = { opening: PartOpening; signer: PartSigner };

/** A companion paper that begins at a section of the draft. */
export type PartStart = PartLayout & { sectionId: string };

export type FilingPart = PartLayout & {
  /** Its first section's heading is the paper's title, not numbered ("Notice of Motion", "Demurrer"). */
  titled: boolean;
  /** The first part's title is the caption's designation; each later part is titled by its first section's heading. */
  title: string;
  /** The sections in the part, with their index in the draft (the tables of contents count sections in draft order). */
  sections: { section: ContentSection; index: number }[];
};

/** A signature line the text already carries: a row of underscores, or a bracketed "[Signature of …]". */
const OWN_SIGNATURE = /_{5,}|\[signature of [^\]]*\]/i;

/**
 * A paragraph that is only a signature line ("______ [name of declarant]", "______ JUDGE PRESIDING",
 * "[Signature of person who served]"), as the lines a signature block prints, or null for any other paragraph.
 */
export function signatureLines(text: string): string[] | null {
  const line = /^(_{5,})\s*(.*)$/.exec(text.trim());
  if (line) return line[2] ? [line[1]!, line[2]] : [line[1]!];
  return /^\[signature of [^\]]*\]$/i.test(text.trim()) ? ['______________________________', text.trim()] : null;
}

function lastText(sections: FilingPart['sections']): string {
  const last = sections.at(-1)?.section.blocks.at(-1);
  return last ? blockText(last) : '';
}

/** A certificate stored before it was signed with the attorney's block carries its own "By: ____" line. */
const OWN_BY_LINE = /^By: _{5,}/;

const hasByLine = (sections: FilingPart['sections']) =>
  sections.at(-1)?.section.blocks.some((block) => OWN_BY_LINE.test(blockText(block).trim())) ?? false;

/** A part whose last paragraph is already a signature line (or that carries its own "By:" line) is not signed again. */
function signerOf(part: FilingPart): PartSigner {
  const signed = OWN_SIGNATURE.test(lastText(part.sections)) || hasByLine(part.sections);
  if ((part.signer === 'attorney' || part.signer === 'affirmant') && signed) return 'own';
  return part.signer;
}

/**
 * The general type's certificate of service, signed by whoever served (its text has the line): the one part start of
 * a draft with no court paper of its own. A contract or a memo has no such section and stays one paper.
 */
const GENERAL_PART_STARTS: PartStart[] = [{ sectionId: 'certificate-of-service', opening: 'continues', signer: 'own' }];

/**
 * A certificate an order requires (an AI-use certificate) is a paper of its own, on a new page, never inside a proposed
 * order or a proof of service: the attorney signs it with the same block as every other paper, dated when signed.
 */
const CERTIFICATE_PART_START: PartStart = { sectionId: CERTIFICATE_SECTION_ID, opening: 'new-page', signer: 'attorney' };

/**
 * The draft's parts in order, from a court paper's part starts, or `null` for a draft with no paper of its own (whose
 * first section is not taken for a title). The first part is signed by the attorney; a contract's parties sign in its
 * signature block.
 */
export function filingParts(content: DraftContent, paperStarts: PartStart[] | null = null): FilingPart[] {
  const starts = [...(paperStarts ?? GENERAL_PART_STARTS), CERTIFICATE_PART_START];
  const byId = new Map(starts.map((start) => [start.sectionId, start]));
  const parts: FilingPart[] = [];
  content.sections.forEach((section, index) => {
    const start = byId.get(section.id);
    const current = parts.at(-1);
    if (current && !start) {
      current.sections.push({ section, index });
      return;
    }
    const layout: PartLayout = current ? { opening: start!.opening, signer: start!.signer } : { opening: 'caption', signer: 'attorney' };
    // Nothing is written under the judge's signature line: what follows a proposed order starts a new page.
    if (current?.signer === 'court' && layout.opening === 'continues') layout.opening = 'new-page';
    // "Memorandum of Law in Support of Motion to Dismiss: Preliminary Statement" is titled by the paper's name.
    const title = current ? section.heading.split(': ')[0]! : (content.caption?.documentTitle ?? section.heading);
    parts.push({ ...layout, title, titled: current !== undefined || paperStarts !== null, sections: [{ section, index }] });
  });
  return parts.map((part, index) => (index === 0 ? part : { ...part, signer: signerOf(part) }));
}

/** A certificate inside a paper, after its argument: "certificate-of-conferral". */
const CERTIFICATE_IN_PAPER = /^certificate-/;

/**
 * The number each section's heading carries, or null: in a captioned filing each part numbers its own sections from
 * I, and a titled part's first section is its title, not numbered. Other drafts number every section from 1.
 */
export function sectionNumbers(content: DraftContent, parts: FilingPart[]): (number | null)[] {
  const numbers: (number | null)[] = content.sections.map((_, index) => index + 1);
  if (!content.caption) return numbers;
  for (const part of parts) {
    let position = 1;
    part.sections.forEach(({ section, index }, at) => {
      // A certificate closing a paper (Florida's Rule 1.202 certificate of conferral) is not a point of its argument.
      if ((part.titled && at === 0) || CERTIFICATE_IN_PAPER.test(section.id)) numbers[index] = null;
      else numbers[index] = position++;
    });
  }
  return numbers;
}

/** What a captioned part's first heading says besides the paper's name in the caption ("Preliminary Statement"), or null. */
export function headingUnderCaption(part: FilingPart): string | null {
  const heading = part.sections[0]?.section.heading ?? '';
  const rest = heading.startsWith(part.title) ? heading.slice(part.title.length).replace(/^:\s*/, '').trim() : heading;
  return rest === '' ? null : rest;
}

/** The attorney's name as the signature block gives it: the line under "By:", or the first line with a bar number. */
export function signerName(signatureBlock: string[]): string {
  const by = signatureBlock.findIndex((line) => /^By:/.test(line.trim()));
  const named = by >= 0 ? signatureBlock[by + 1] : signatureBlock.find((line) => /Bar No\./i.test(line));
  return named?.trim() || '[attorney name]';
}

/**
 * A certificate of service states in its text the day the paper was served ("on [date of service]", the forms of Tex.
 * R. Civ. P. 21a(e) and Fla. R. Gen. Prac. & Jud. Admin. 2.516(f)), so its signature carries no second date.
 */
const datedInText = (part: FilingPart) => part.sections[0]?.section.id === 'certificate-of-service';

/** The signature a part ends with: the attorney's block, or a line over the attorney's name; none when the text signs itself. */
export function partSignature(part: FilingPart, signatureBlock: string[]): string[] {
  if (part.signer === 'attorney') return signatureBlock;
  if (part.signer === 'affirmant') {
    return [...(datedInText(part) ? [] : ['Dated: [date of signing]']), '______________________________', signerName(signatureBlock)];
  }
  return [];
}

/**
 * The attorney block of a California first page (Cal. Rules of Court, rule 2.111(1)): name and bar number, firm,
 * address, telephone, email and the party represented, from the signature block without its date and signature line.
 */
export function attorneyHeaderLines(signatureBlock: string[]): string[] {
  const by = signatureBlock.findIndex((line) => /^By:/.test(line.trim()));
  if (by < 0) return [];
  const firm = signatureBlock.slice(0, by).filter((line) => !/^(Dated:|Respectfully submitted)/i.test(line.trim()));
  const [name, ...rest] = signatureBlock.slice(by + 1);
  return [name ?? '', ...firm, ...rest].filter((line) => line.trim() !== '');
}
