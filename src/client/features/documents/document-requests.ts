import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AskDocumentsResponse,
  CompareResponse,
  DocumentCheckResponse,
  DocumentTableResponse,
  Playbook,
  PlaybookPosition,
  ReviewResponse,
  SideRequest,
} from '../../../shared/api/documents';
import { apiRequest } from '../../lib/api';
import { authorizedFetch } from '../../lib/authorized-fetch';
import { attachmentName, saveFile } from '../../lib/save-file';
import { retryUnlessRefused } from '../research/research-errors';
import { DOCUMENTS_PATH, documentPath } from './documents-queries';

export const PLAYBOOK_PATH = `${DOCUMENTS_PATH}/playbook`;

/** `/api/documents/:id/check?jurisdiction=…&format=…`, with only the parameters given. */
export function checkPath(id: string, jurisdiction: string | null, format?: 'pdf' | 'docx'): string {
  const params = new URLSearchParams();
  if (jurisdiction) params.set('jurisdiction', jurisdiction);
  if (format) params.set('format', format);
  const query = params.toString();
  return `${documentPath(id)}/check${query ? `?${query}` : ''}`;
}

/** The brief check of a document: every citation and quotation, the table of authorities, the court's rules. */
export function useDocumentCheck(id: string, jurisdiction: string | null, enabled: boolean) {
  return useQuery<DocumentCheckResponse>({ queryKey: [checkPath(id, jurisdiction)], enabled, retry: retryUnlessRefused, staleTime: 60_000 });
}

/** The review's options as the API takes them, with only the ones given. */
const reviewOptions = (jurisdiction: string | null, side: SideRequest | null) => ({ ...(jurisdiction ? { jurisdiction } : {}), ...(side ? { side } : {}) });

/** The contract review for the lawyer's side: clauses found and missing, findings against the pack's limits and the playbook. */
export function useContractReview(id: string, jurisdiction: string | null, side: SideRequest | null, enabled: boolean) {
  return useQuery<ReviewResponse>({
    queryKey: [`${documentPath(id)}/review`, { jurisdiction, side }],
    queryFn: () => apiRequest<ReviewResponse>('POST', `${documentPath(id)}/review`, reviewOptions(jurisdiction, side)),
    enabled,
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
}

/** A new draft with the accepted replacements applied. Not retried: a second attempt would make a second draft. */
export function useAcceptReview(id: string) {
  return useMutation({
    mutationFn: (input: { jurisdiction: string | null; side: SideRequest | null; findingIds: string[] }) =>
      apiRequest<{ draftId: string }>('POST', `${documentPath(id)}/review/accept`, { findingIds: input.findingIds, ...reviewOptions(input.jurisdiction, input.side) }),
    retry: false,
  });
}

/** This document against another version of it, clause by clause, with what changed reviewed again. */
export function useCompareVersions(id: string, otherId: string | null, jurisdiction: string | null, side: SideRequest | null) {
  return useQuery<CompareResponse>({
    // Ends in /review so a playbook change reads it again, as it does the reviews.
    queryKey: [`${documentPath(id)}/compare/${otherId ?? ''}/review`, { jurisdiction, side }],
    queryFn: () => apiRequest<CompareResponse>('POST', `${documentPath(id)}/compare`, { otherId, ...reviewOptions(jurisdiction, side) }),
    enabled: otherId !== null,
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
}

/** Reviews compare with the playbook, so they are read again after it changes. */
const invalidateReviews = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).endsWith('/review') });

export function usePlaybook() {
  return useQuery<Playbook>({ queryKey: [PLAYBOOK_PATH], retry: retryUnlessRefused });
}

/** Saves the user's playbook; the reviews it shaped are read again. */
export function useSavePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positions: PlaybookPosition[]) => apiRequest<Playbook>('PUT', PLAYBOOK_PATH, { positions }),
    onSuccess: (playbook) => {
      queryClient.setQueryData([PLAYBOOK_PATH], playbook);
      return invalidateReviews(queryClient);
    },
  });
}

/**
 * Back to the product's default playbook. DELETE /api/documents/playbook is not in the contract yet (the report
 * asks for it); it answers with the default playbook as GET does.
 */
export function useResetPlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Playbook>('DELETE', PLAYBOOK_PATH),
    onSuccess: (playbook) => {
      queryClient.setQueryData([PLAYBOOK_PATH], playbook);
      return invalidateReviews(queryClient);
    },
  });
}

export function useAskDocuments() {
  return useMutation({
    mutationFn: (input: { documentIds: string[]; question: string }) => apiRequest<AskDocumentsResponse>('POST', `${DOCUMENTS_PATH}/ask`, input),
    retry: false,
  });
}

export function useFillTable() {
  return useMutation({
    mutationFn: (input: { documentIds: string[]; questions: string[] }) => apiRequest<DocumentTableResponse>('POST', `${DOCUMENTS_PATH}/table`, input),
    retry: false,
  });
}

/** Fetches a file with the bearer token and saves it under the name the server gives it. */
export async function downloadFile(path: string, fallbackName: string, init?: RequestInit): Promise<void> {
  const res = await authorizedFetch(path, init);
  saveFile(await res.blob(), attachmentName(res, fallbackName));
}
