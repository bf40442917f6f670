/**
 * The id of the section the studio adds the AI-use certificate as. Adding it again replaces it, and a generation never
 * rewrites it: a model must not write statements the attorney certifies.
 */
export const CERTIFICATE_SECTION_ID = 'ai-use-certificate';
