import type { DocumentBlock, DocumentSummary } from '../../../shared/api/documents';

/** A user's document with its text opened (decrypted), for the services that read it. */
export interface OpenDocument {
  summary: DocumentSummary;
  blocks: DocumentBlock[];
}

/**
 * Reads a document for a user who may see it (its owner, or a member of its matter); null when it does not exist or
 * is walled off from them (the routes answer 404).
 */
export interface DocumentSource {
  open(userId: string, id: string): Promise<OpenDocument | null>;
}
