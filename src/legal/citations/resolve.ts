import type { CaseCitation, Citation, ShortCaseCitation } from './types';

export type ResolvedCitation = {
  citation: Citation;
  /**
   * The full citation this one stands for: itself for a full citation, the earlier one for a short form, Id. or
   * supra, and null when nothing earlier fits.
   */
  refersTo: Citation | null;
};

function citesVolume(citation: CaseCitation, volume: number, reporter: string): boolean {
  return [citation, ...citation.parallels].some((ref) => ref.volume === volume && ref.reporter === reporter);
}

/**
 * 'Roe' or 'Roe v. Wade' names 'Roe v. Wade'; 'Sony' names 'Sony Corp. of America v. Universal City Studios';
 * 'Liberty Lobby' names 'Anderson v. Liberty Lobby, Inc.'.
 */
function isNamedBy(citation: CaseCitation, name: string): boolean {
  const wanted = name.toLowerCase();
  const full = (citation.caseName ?? '').toLowerCase();
  if (full === '') return false;
  if (full === wanted) return true;
  return full.split(/\s+v\.\s+/).some((party) => party === wanted || (party.startsWith(wanted) && /^[\s,]/.test(party.slice(wanted.length))));
}

const sameCase = (a: CaseCitation, b: CaseCitation) => a.volume === b.volume && a.reporter === b.reporter && a.page === b.page;

/**
 * A short form names its case ('Celotex, 477 U.S. at 325'): it is bound to the latest earlier case of that name in
 * that volume, never to another case the volume holds (Anderson v. Liberty Lobby is in 477 U.S. too). Only an unnamed
 * short form ('477 U.S. at 325') is bound by volume alone, and only when one earlier case is in that volume.
 */
function shortFormAntecedent(earlier: readonly ResolvedCitation[], citation: ShortCaseCitation): Citation | null {
  const inVolume = (candidate: CaseCitation) => citesVolume(candidate, citation.volume, citation.reporter);
  const { name } = citation;
  if (name !== null) return latestCase(earlier, (candidate) => inVolume(candidate) && isNamedBy(candidate, name));
  const fitting = earlier.flatMap(({ citation: candidate }) => (candidate.kind === 'case' && inVolume(candidate) ? [candidate] : []));
  const first = fitting[0];
  return first && fitting.every((candidate) => sameCase(candidate, first)) ? (fitting.at(-1) ?? null) : null;
}

function latestCase(earlier: readonly ResolvedCitation[], fits: (citation: CaseCitation) => boolean): Citation | null {
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const candidate = earlier[index]?.citation;
    if (candidate?.kind === 'case' && fits(candidate)) return candidate;
  }
  return null;
}

/** Links each short form, Id. and supra to the full citation it refers to, by position in the text. */
export function resolveCitations(citations: readonly Citation[]): ResolvedCitation[] {
  const resolved: ResolvedCitation[] = [];
  for (const citation of [...citations].sort((a, b) => a.start - b.start)) {
    let refersTo: Citation | null;
    switch (citation.kind) {
      case 'short-case':
        refersTo = shortFormAntecedent(resolved, citation);
        break;
      case 'supra':
        refersTo = latestCase(resolved, (earlier) => isNamedBy(earlier, citation.name));
        break;
      case 'id':
        // Id. is the authority cited immediately before, whatever form that citation took.
        refersTo = resolved.at(-1)?.refersTo ?? null;
        break;
      default:
        refersTo = citation;
    }
    resolved.push({ citation, refersTo });
  }
  return resolved;
}
