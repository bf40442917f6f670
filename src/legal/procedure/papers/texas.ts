import type { PaperInput, RefusalInput } from '../schema';

export const texasPapers: PaperInput[] = [];

export const texasRefusals: RefusalInput[] = [];
