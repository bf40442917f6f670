import type { PaperInput, RefusalInput } from '../schema';

export const federalPapers: PaperInput[] = [];

export const federalRefusals: RefusalInput[] = [];
