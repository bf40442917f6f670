import { FEDERAL_CASE_FIXTURES } from './federal-cases.fixture';
import { OTHER_FORM_FIXTURES } from './other-forms.fixture';
import { PASSAGE_AND_TRAP_FIXTURES } from './passages-and-traps.fixture';
import { SHORT_FORM_FIXTURES } from './short-forms.fixture';
import { STATE_CASE_FIXTURES } from './state-cases.fixture';
import { STATUTE_FIXTURES } from './statutes.fixture';
import type { Citation } from './types';

/**
 * Table-driven cases for the extractor: each text with the citations it holds, written as `describeCitation`
 * prints them. An empty list is a false-positive trap. `gap` marks a known miss the precision/recall figures
 * count against the extractor; it is not asserted case by case.
 */
export type CitationFixture = { text: string; expected: string[]; gap?: string };

/** One line per citation holding every normalised field, so a fixture compares all of them at once. */
export function describeCitation(citation: Citation): string {
  switch (citation.kind) {
    case 'case': {
      const name = citation.caseName ? `${citation.caseName}, ` : '';
      const pin = citation.pin ? `, ${citation.pin}` : '';
      const parallels = citation.parallels
        .map((ref) => ` + ${ref.volume} ${ref.reporter} ${ref.page}${ref.pin ? `, ${ref.pin}` : ''}`)
        .join('');
      const court = citation.court ? `${citation.court} ` : '';
      const year = citation.year === null ? '' : ` (${court}${citation.year})`;
      return `case ${name}${citation.volume} ${citation.reporter} ${citation.page}${pin}${parallels}${year}`;
    }
    case 'slip-opinion': {
      const name = citation.caseName ? `${citation.caseName}, ` : '';
      return `slip ${name}${citation.volume ?? '___'} ${citation.reporter} ___ (${citation.year})`;
    }
    case 'database':
    case 'neutral': {
      const name = citation.caseName ? `${citation.caseName}, ` : '';
      const pin = citation.pin ? (citation.kind === 'neutral' ? `, ¶ ${citation.pin}` : `, at *${citation.pin}`) : '';
      const court = citation.court ? ` (${citation.court})` : '';
      return `${citation.kind} ${name}${citation.year} ${citation.reporter} ${citation.number}${pin}${court}`;
    }
    case 'docket': {
      const name = citation.caseName ? `${citation.caseName}, ` : '';
      const pin = citation.pin ? `, at ${citation.pin}` : '';
      return `docket ${name}No. ${citation.docket}${pin} (${citation.court} ${citation.year})`;
    }
    case 'journal':
      return `journal ${citation.volume} ${citation.journal} ${citation.page}${citation.pin ? `, ${citation.pin}` : ''}${citation.year ? ` (${citation.year})` : ''}`;
    case 'constitution':
      return `constitution ${citation.jurisdiction} Const. ${citation.provision}`;
    case 'short-case':
      return `short ${citation.volume} ${citation.reporter} at ${citation.pin}`;
    case 'id':
      return citation.pin ? `id at ${citation.pin}` : 'id';
    case 'supra':
      return `supra ${citation.name}${citation.note ? ` note ${citation.note}` : ''}${citation.pin ? ` at ${citation.pin}` : ''}`;
    case 'statute':
      return `statute ${citation.title} ${citation.code} ${citation.multipleSections ? '§§' : '§'} ${citation.section}${citation.year ? ` (${citation.year})` : ''}`;
    case 'state-statute': {
      const chapter = citation.chapter === null ? '' : `${citation.chapter} `;
      const marker = citation.marker ? `${citation.marker} ` : '';
      return `state-statute ${chapter}${citation.code} ${marker}${citation.section}${citation.year ? ` (${citation.year})` : ''}`;
    }
    case 'regulation': {
      const unit = { section: '§', sections: '§§', part: 'pt.' }[citation.unit];
      return `regulation ${citation.title} C.F.R. ${unit} ${citation.section}${citation.year ? ` (${citation.year})` : ''}`;
    }
    case 'rule':
      return `rule ${citation.rules} ${citation.rule}`;
  }
}

/** The synthetic set: every form the extractor reads, hard cases, false-positive traps and known gaps. */
export const CITATION_FIXTURES: readonly CitationFixture[] = [
  ...FEDERAL_CASE_FIXTURES,
  ...STATE_CASE_FIXTURES,
  ...SHORT_FORM_FIXTURES,
  ...STATUTE_FIXTURES,
  ...PASSAGE_AND_TRAP_FIXTURES,
  ...OTHER_FORM_FIXTURES,
];
