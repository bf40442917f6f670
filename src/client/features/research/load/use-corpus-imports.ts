import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorpusImportJob, CorpusPermission, StartCorpusImport } from '../../../../shared/api/corpus-imports';
import { apiRequest } from '../../../lib/api';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { getQueryFn } from '../../../lib/query-client';
import { isActive } from './import-progress';

type JobList = { jobs: CorpusImportJob[]; importDir: string };
const LIST = '/api/corpus/imports';
const PERMISSION = '/api/corpus/permission';

/**
 * The recent imports, for a signed-in user who may load case law; null for everyone else (the server answers 401
 * or 403), so "Load case law" is shown only to those it would serve. Polled every second while one runs.
 */
export function useCorpusImports() {
  const { state } = useAuth();
  const queryClient = useQueryClient();
  // Asked first, so the list is requested only by those it serves (a refused request is an error in the console).
  const permission = useQuery<CorpusPermission>({ queryKey: [PERMISSION], enabled: state.status === 'authenticated', staleTime: 60_000 });
  return useQuery<JobList | null>({
    queryKey: [LIST],
    enabled: state.status === 'authenticated' && permission.data?.canLoadCaseLaw === true,
    queryFn: async (context) => {
      const before = queryClient.getQueryData<JobList | null>([LIST]);
      const list = (await getQueryFn<JobList>(apiRequest, { on401: 'returnNull' })(context)) as JobList | null;
      // An import that was running has ended: the corpus status line counts what it added.
      if (before?.jobs.some(isActive) && !list?.jobs.some(isActive)) void queryClient.invalidateQueries({ queryKey: ['/api/research/status'] });
      return list && 'jobs' in list ? list : null;
    },
    refetchInterval: (query) => (query.state.data?.jobs.some(isActive) ? 1000 : false),
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartCorpusImport | { upload: File; complete: boolean }) =>
      'upload' in input
        ? authorizedFetch(`${LIST}/upload?name=${encodeURIComponent(input.upload.name)}&complete=${input.complete}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/octet-stream' },
            body: input.upload,
          }).then((res) => res.json() as Promise<CorpusImportJob>)
        : apiRequest<CorpusImportJob>('POST', LIST, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LIST] }),
  });
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<CorpusImportJob>('POST', `${LIST}/${id}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LIST] }),
  });
}
