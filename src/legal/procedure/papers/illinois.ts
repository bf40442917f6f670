import type { PaperInput, RefusalInput } from '../schema';

export const illinoisPapers: PaperInput[] = [];

export const illinoisRefusals: RefusalInput[] = [];
