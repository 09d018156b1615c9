import type { User } from '@coffer/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './session';

/** GET /user/me, as one query definition for hooks and preloads. */
export const meQuery = queryOptions({
  queryKey: ME_QUERY_KEY,
  // The API client, the contract and zod load on demand: the app shell only needs the answer.
  queryFn: async () => {
    const [{ apiCall }, { getMe }] = await Promise.all([
      import('../api/client'),
      import('@coffer/contract/endpoints/account'),
    ]);
    return apiCall(getMe);
  },
});

/** The signed-in user, shared by every screen through the query cache. */
export function useMe() {
  return useQuery(meQuery);
}

/** Puts a fresher user (from an update call) into the cache. */
export function useSetMe(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(ME_QUERY_KEY, user);
}
