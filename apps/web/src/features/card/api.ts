import {
  type BodyOf,
  type CardView,
  cardDetailsFrame,
  changeCardStatus,
  getCardOperation,
  listCardOperations,
  listCards,
  orderCard,
  unblockCardPin,
  updateCard,
} from '@coffer/contract';
import { hasCard, isLiveCardStatus } from '@coffer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/client';

/** Card queries live under ['wallet'] so that money moves (which refresh ['wallet']) refresh them too. */
export const CARDS_KEY = ['wallet', 'cards'] as const;
export const cardOperationsKey = (cardId: string, limit: number) =>
  ['wallet', 'card-operations', cardId, limit] as const;

export function useCards() {
  return useQuery({ queryKey: CARDS_KEY, queryFn: () => apiCall(listCards), refetchInterval: 8000 });
}

/** The card the screen manages: the live one, else the newest (a reported card until a new one is ordered). */
export function currentCard(cards: readonly CardView[] | undefined): CardView | null {
  if (!cards?.length) return null;
  return cards.find((c) => hasCard(c.status) && isLiveCardStatus(c.status)) ?? cards[0] ?? null;
}

export function useCardOperations(cardId: string, limit: number) {
  return useQuery({
    queryKey: cardOperationsKey(cardId, limit),
    queryFn: () => apiCall(listCardOperations, { query: { cardId, limit, order: 'desc' } }),
    placeholderData: keepPreviousData,
    refetchInterval: 8000,
  });
}

export function useCardOperation(id: string) {
  return useQuery({
    queryKey: ['wallet', 'card-operation', id],
    queryFn: () => apiCall(getCardOperation, { params: { id } }),
    retry: false,
  });
}

/** A card call whose answer is the card: the cache takes it at once. */
function useCardMutation<T>(call: (input: T) => Promise<CardView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CARDS_KEY });
    },
  });
}

export function useOrderCard() {
  return useCardMutation((body: BodyOf<typeof orderCard>) => apiCall(orderCard, { body }));
}

export function useUpdateCard(id: string) {
  return useCardMutation((body: BodyOf<typeof updateCard>) => apiCall(updateCard, { params: { id }, body }));
}

export function useCardStatus(id: string) {
  return useCardMutation((body: BodyOf<typeof changeCardStatus>) =>
    apiCall(changeCardStatus, { params: { id }, body }),
  );
}

export function useUnblockPin(id: string) {
  return useCardMutation(() => apiCall(unblockCardPin, { params: { id } }));
}

export function openCardDetails(id: string, theme: 'light' | 'dark') {
  return apiCall(cardDetailsFrame, { params: { id, param: theme } });
}
