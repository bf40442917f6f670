import type { PaperInput, RefusalInput } from '../schema';

export const californiaPapers: PaperInput[] = [];

export const californiaRefusals: RefusalInput[] = [];
