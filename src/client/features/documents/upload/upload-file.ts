import type { DocumentSummary } from '../../../../shared/api/documents';
import { bearerToken } from '../../../lib/authorized-fetch';
import { DOCUMENTS_PATH } from '../documents-queries';

/** The parts of XMLHttpRequest an upload uses (tests hand in their own). */
export type UploadRequest = Pick<XMLHttpRequest, 'open' | 'setRequestHeader' | 'send' | 'withCredentials' | 'status' | 'responseText' | 'upload' | 'onload' | 'onerror' | 'onabort'>;

export interface UploadOptions {
  onProgress: (sent: number) => void;
  /** The matter the document goes into (its members share it); absent, it is the user's own. */
  matterId?: string | null;
  createRequest?: () => UploadRequest;
  token?: () => Promise<string | null>;
}

const UNREACHABLE = 'The upload did not reach the server. Check your connection and try again.';

/** The server's own words from the error envelope, else the status and body as the request helper words them. */
export function uploadErrorMessage(status: number, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { message?: unknown }).message === 'string') {
      return (parsed as { message: string }).message;
    }
  } catch {
    // Not JSON (a proxy's page): said with its status below.
  }
  return status === 0 ? UNREACHABLE : `${status}: ${body || 'The upload was refused.'}`;
}

/**
 * POST /api/documents with one file as multipart form data, through XMLHttpRequest because fetch reports no upload
 * progress. Sends the same fresh bearer token the request helper sends.
 */
export async function uploadDocument(
  file: Blob & { name: string },
  { onProgress, matterId, createRequest = () => new XMLHttpRequest(), token = bearerToken }: UploadOptions,
): Promise<DocumentSummary> {
  const bearer = await token();
  const body = new FormData();
  if (matterId) body.append('matterId', matterId);
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', DOCUMENTS_PATH);
    request.withCredentials = true;
    request.setRequestHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
    if (bearer) request.setRequestHeader('Authorization', `Bearer ${bearer}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as DocumentSummary);
        } catch {
          reject(new Error('The server accepted the file but its reply could not be read. Reload the page to see it.'));
        }
      } else {
        reject(new Error(uploadErrorMessage(request.status, request.responseText)));
      }
    };
    request.onerror = () => reject(new Error(UNREACHABLE));
    request.onabort = () => reject(new Error('The upload was stopped.'));
    request.send(body);
  });
}
