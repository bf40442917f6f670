import type { PaperInput, RefusalInput } from '../schema';
import { texasMotions } from './texas-motions';
import { texasNoncompetes } from './texas-noncompete';

/** Texas district-court papers and Texas covenants; every goal has a Texas paper, so none is refused. */
export const texasPapers: PaperInput[] = [...texasMotions, ...texasNoncompetes];

export const texasRefusals: RefusalInput[] = [];
