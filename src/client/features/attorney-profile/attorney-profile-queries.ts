import { useQuery } from '@tanstack/react-query';
import type { AttorneyProfileResponse } from '../../../shared/api/attorney-profile';
import { apiRequest } from '../../lib/api';

export const ATTORNEY_PROFILE_PATH = '/api/attorney-profile';

/** The user's saved attorney profile (empty until saved), which every new court paper starts from. */
export const useAttorneyProfile = () =>
  useQuery({ queryKey: [ATTORNEY_PROFILE_PATH], queryFn: () => apiRequest<AttorneyProfileResponse>('GET', ATTORNEY_PROFILE_PATH), staleTime: 60_000 });
