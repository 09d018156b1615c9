import { getMe, type User } from '@coffer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../api/client';
import { ME_QUERY_KEY } from './session';

/** The signed-in user (GET /user/me), shared by every screen through the query cache. */
export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => apiCall(getMe) });
}

/** Puts a fresher user (from an update call) into the cache. */
export function useSetMe(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(ME_QUERY_KEY, user);
}
