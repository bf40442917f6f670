/**
 * Reads the caption of a court paper: which court it is filed in (and so which jurisdiction's rule pack applies),
 * the venue, the parties, the case number and the paper's designation. Only courts whose rules a pack holds are
 * recognised, and only from their usual caption wording; anything else is left unrecognised rather than guessed.
 */

/** A caption line as extracted, in reading order. */
export type CaptionLine = { text: string };

export type RecognisedCourt = {
  /** The rule pack's jurisdiction id ('us-ca'). */
  jurisdiction: string;
  /** The court as the caption names it, in one line ("Superior Court of the State of California, County of Alameda"). */
  court: string;
};

export type CaptionFields = {
  court?: string;
  venue?: string;
  title?: string;
  parties?: string;
  fileNumber?: string;
  designation?: string;
};

/** How far into a document the caption can reach: attorney lines, the court, the parties, the number, the title. */
export const CAPTION_LINES = 40;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

type CourtPattern = { jurisdiction: string; pattern: RegExp };

// Words that begin a county's name of two or three words ("Santa Clara", "San Luis Obispo", "Fort Bend").
const COUNTY_PREFIX = String.raw`(?:(?:San|Santa|Los|Luis|El|Del|De|Du|La|Contra|New|St\.?|Saint|Palm|Fort|Indian|Van|Jim|Red) )*`;
const COUNTY_NAME = String.raw`${COUNTY_PREFIX}[A-Za-z'-]+`;
const STATE_NAME = String.raw`(?:(?:New|North|South|West|Rhode) )?[A-Za-z]+`;
// Caption lines are joined with "\n" and spaces within a line are single: a name stops at the end of its line.
const FEDERAL_DISTRICT = String.raw`(?:\s(?:for )?(?:the )?(?:(?:Northern|Southern|Eastern|Western|Central|Middle) )?District of ${STATE_NAME})?`;

// Order matters: a federal court's caption names a state ("Northern District of California"), so federal comes first,
// and "District Court" in Texas is a state court only when "United States" does not precede it.
const COURTS: CourtPattern[] = [
  { jurisdiction: 'us-federal', pattern: new RegExp(String.raw`\bUnited States District Court${FEDERAL_DISTRICT}`, 'i') },
  { jurisdiction: 'us-ca', pattern: new RegExp(String.raw`\bSuperior Court of (?:the State of )?California(?:,?\s(?:in and for the )?(?:City and )?County of ${COUNTY_NAME})?`, 'i') },
  { jurisdiction: 'us-ny', pattern: new RegExp(String.raw`\bSupreme Court of the State of New York(?:,?\sCounty of ${COUNTY_NAME})?`, 'i') },
  { jurisdiction: 'us-tx', pattern: /(?<!United States )\bDistrict Court\b[^\n]{0,80}?\bCounty, Texas\b/i },
  { jurisdiction: 'us-fl', pattern: /\bCircuit Court\b[^\n]{0,120}?\bCounty, Florida\b/i },
  { jurisdiction: 'us-il', pattern: /\bCircuit Court\b[^\n]{0,120}?\bCounty, Illinois\b/i },
];

/** The caption's opening lines as one text, lines kept apart so a court's name does not run into the next line. */
const captionText = (lines: CaptionLine[]) => lines.slice(0, CAPTION_LINES).map((line) => oneLine(line.text)).join('\n');

const SMALL_WORDS = /\b(Of|The|For|And|In)\b/g;

/** A caption in capitals, as a name reads in a sentence ("County of Alameda"); a caption in mixed case as written. */
function asName(text: string): string {
  const line = oneLine(text.replace(/,?\s*\n\s*/g, ', '));
  if (/[a-z]/.test(line)) return line;
  const words = line.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase()).replace(SMALL_WORDS, (word) => word.toLowerCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The court the caption names, when it is one a rule pack covers; null otherwise. */
export function courtFromCaption(lines: CaptionLine[]): RecognisedCourt | null {
  const text = captionText(lines);
  for (const { jurisdiction, pattern } of COURTS) {
    const match = pattern.exec(text);
    if (match) return { jurisdiction, court: asName(match[0]) };
  }
  return null;
}

const VENUE = new RegExp(String.raw`\b(?:City and )?County of ${COUNTY_NAME}|\b${COUNTY_NAME} County\b`, 'i');
const DISTRICT = new RegExp(String.raw`\b(?:(?:Northern|Southern|Eastern|Western|Central|Middle) )?District of ${STATE_NAME}`, 'i');
const FILE_NUMBER = /\b(?:Case|Index|Cause|Civil\s+Action|Docket)\s*(?:No\.?|Number|#)\s*:?\s*([A-Z0-9][\w:./-]*\d[\w:./-]*)/i;
const PLAINTIFF = /\b(?:Plaintiffs?|Petitioners?)\b/i;
const DEFENDANT = /\b(?:Defendants?|Respondents?)\b/i;
const DESIGNATION = /\b(?:motion|memorandum|complaint|answer|opposition|reply|brief|demurrer|petition|points\s+and\s+authorities)\b/i;

/** The party names around "v.": the text before "Plaintiff(s)" and between "v." and "Defendant(s)". */
function partiesOf(caption: string): { title: string; parties: string } | null {
  // California's attorney block above the court names the party represented ("Attorney for Defendant Acme"): blanked,
  // so the parties are read from the caption's own "Plaintiff, v. …, Defendant." and not from the attorney's line.
  const text = caption.replace(/^Attorneys? for\b.*$/gim, (line) => ' '.repeat(line.length));
  const plaintiff = PLAINTIFF.exec(text);
  const defendant = DEFENDANT.exec(text);
  if (!plaintiff || !defendant || defendant.index < plaintiff.index) return null;
  const versus = /\bv(?:s)?\.?(?=\s)/i.exec(text.slice(plaintiff.index));
  if (!versus) return null;
  const before = text.slice(0, plaintiff.index).split('\n').map(oneLine).filter(Boolean).pop() ?? '';
  const afterVersus = text.slice(plaintiff.index + versus.index + versus[0].length, defendant.index);
  const plaintiffs = before.replace(/[,;]\s*$/, '').trim();
  const defendants = afterVersus.split('\n').map(oneLine).filter(Boolean).join(' ').replace(/[,;]\s*$/, '').trim();
  if (!plaintiffs || !defendants) return null;
  return { title: `${plaintiffs} v. ${defendants}`, parties: `${plaintiffs}, ${plaintiff[0]}, v. ${defendants}, ${defendant[0]}` };
}

/**
 * The caption's elements as written, each absent when it cannot be read: the rule checks then report it missing,
 * which is what a reader of the extracted text would see too.
 */
export function captionFields(lines: CaptionLine[]): CaptionFields {
  const caption = lines.slice(0, CAPTION_LINES);
  const text = captionText(caption);
  const court = courtFromCaption(caption);
  const venue = court?.court.match(VENUE)?.[0] ?? text.match(VENUE)?.[0] ?? (court?.jurisdiction === 'us-federal' ? text.match(DISTRICT)?.[0] : undefined);
  const fileNumber = FILE_NUMBER.exec(text)?.[1];
  const parties = partiesOf(text);
  // The designation is the caption's line naming the paper, after the parties (the court line never names one).
  const designation = caption.map((line) => oneLine(line.text)).find((line) => DESIGNATION.test(line) && !PLAINTIFF.test(line) && line.length <= 300);
  const fields: CaptionFields = {
    court: court?.court,
    venue: venue ? asName(venue) : undefined,
    title: parties?.title,
    parties: parties?.parties,
    fileNumber,
    designation,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as CaptionFields;
}
