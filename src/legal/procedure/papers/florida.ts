import type { PaperInput, RefusalInput } from '../schema';

export const floridaPapers: PaperInput[] = [];

export const floridaRefusals: RefusalInput[] = [];
