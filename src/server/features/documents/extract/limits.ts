/**
 * A file refused because reading it would pass one of DOCUMENT_READING's limits. Its message ends the sentence
 * "This file could not be read: …" and names the limit ("it has more than 2000 pages").
 */
export class ReadingLimitError extends Error {}

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
