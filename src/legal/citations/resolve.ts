import type { CaseCitation, Citation } from './types';

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

/** 'Roe' or 'Roe v. Wade' names 'Roe v. Wade'; 'Sony' names 'Sony Corp. of America v. Universal City Studios'. */
function isNamedBy(citation: CaseCitation, name: string): boolean {
  const wanted = name.toLowerCase();
  const full = (citation.caseName ?? '').toLowerCase();
  if (full === '') return false;
  if (full === wanted) return true;
  return full.split(/\s+v\.\s+/).some((party) => party === wanted || party.startsWith(`${wanted} `));
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
        refersTo = latestCase(resolved, (earlier) => citesVolume(earlier, citation.volume, citation.reporter));
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
