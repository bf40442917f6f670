import { formatCaseCitation, formatShortCaseCitation, type Citation } from '../../../legal/citations';

/** The Bluebook form of a citation as written; null when it refers to nothing it could be normalised against. */
export function normalizedForm(citation: Citation, refersTo: Citation | null): string | null {
  switch (citation.kind) {
    case 'case':
      return formatCaseCitation(citation);
    case 'slip-opinion':
      return `${citation.caseName ? `${citation.caseName}, ` : ''}${citation.volume ?? '___'} ${citation.reporter} ___ (${citation.year})`;
    case 'database':
      return `${citation.caseName ? `${citation.caseName}, ` : ''}${citation.year} ${citation.reporter} ${citation.number}${citation.pin ? `, at *${citation.pin}` : ''}`;
    case 'neutral':
      return `${citation.caseName ? `${citation.caseName}, ` : ''}${citation.year} ${citation.reporter} ${citation.number}${citation.pin ? `, ¶ ${citation.pin}` : ''}`;
    case 'docket':
      return `${citation.caseName ? `${citation.caseName}, ` : ''}No. ${citation.docket} (${citation.court} ${citation.year})`;
    case 'journal':
      return `${citation.volume} ${citation.journal} ${citation.page}${citation.pin ? `, ${citation.pin}` : ''}${citation.year ? ` (${citation.year})` : ''}`;
    case 'short-case':
      return formatShortCaseCitation(citation);
    case 'id':
      return refersTo ? `Id.${citation.pin ? ` at ${citation.pin}` : ''}` : null;
    case 'supra':
      return `${citation.name}, supra${citation.pin ? `, at ${citation.pin}` : ''}`;
    case 'constitution':
      return `${citation.jurisdiction} Const. ${citation.provision}`;
    case 'statute':
      return `${citation.title} ${citation.code} ${citation.multipleSections ? '§§' : '§'} ${citation.section}`;
    case 'state-statute': {
      const chapter = citation.chapter === null ? '' : `${citation.chapter} `;
      const marker = citation.marker ? `${citation.marker} ` : '';
      return `${chapter}${citation.code} ${marker}${citation.section}`;
    }
    case 'regulation': {
      const unit = { section: '§', sections: '§§', part: 'pt.' }[citation.unit];
      return `${citation.title} C.F.R. ${unit} ${citation.section}`;
    }
    case 'rule':
      return `${citation.rules} ${citation.rule}`;
  }
}
