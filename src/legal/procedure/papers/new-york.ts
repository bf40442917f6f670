import type { PaperInput, RefusalInput } from '../schema';

export const newYorkPapers: PaperInput[] = [];

export const newYorkRefusals: RefusalInput[] = [];
