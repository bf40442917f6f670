import { paperSchema, refusalSchema } from '../schema';
import type { Paper, Refusal } from '../schema';
import { californiaPapers, californiaRefusals } from './california';
import { federalPapers, federalRefusals } from './federal';
import { floridaPapers, floridaRefusals } from './florida';
import { illinoisPapers, illinoisRefusals } from './illinois';
import { newYorkPapers, newYorkRefusals } from './new-york';
import { texasPapers, texasRefusals } from './texas';

/** Every court paper and refusal, validated when the module loads so a malformed entry fails at start-up. */
export const PAPERS: readonly Paper[] = [
  ...federalPapers, ...californiaPapers, ...newYorkPapers, ...texasPapers, ...floridaPapers, ...illinoisPapers,
].map((paper) => paperSchema.parse(paper));

export const REFUSALS: readonly Refusal[] = [
  ...federalRefusals, ...californiaRefusals, ...newYorkRefusals, ...texasRefusals, ...floridaRefusals, ...illinoisRefusals,
].map((refusal) => refusalSchema.parse(refusal));
