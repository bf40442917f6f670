import type { PaperInput, RefusalInput } from '../schema';
import { newYorkMotions } from './new-york-motions';
import { newYorkNoncompetes } from './new-york-noncompete';

/** New York Supreme Court papers and New York covenants; every goal has a New York paper, so none is refused. */
export const newYorkPapers: PaperInput[] = [...newYorkMotions, ...newYorkNoncompetes];

export const newYorkRefusals: RefusalInput[] = [];
