import {
  createSupportTicket,
  getNotificationPreferences,
  getReferrals,
  listNotifications,
  listSupportMessages,
  listSupportTickets,
  postSupportMessage,
  readAllNotifications,
  readNotification,
  updateNotificationPreference,
} from '@coffer/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const TICKETS_KEY = ['support', 'tickets'] as const;

export function useNotifications() {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => apiCall(listNotifications, { query: { limit: 50 } }) });
}

export function usePreferences() {
  return useQuery({ queryKey: ['notification-preferences'], queryFn: () => apiCall(getNotificationPreferences) });
}

export const markRead = (id: string) => apiCall(readNotification, { params: { id } });
export const markAllRead = () => apiCall(readAllNotifications);
export const savePreference = (kind: string, push: boolean, email: boolean) =>
  apiCall(updateNotificationPreference, { body: { kind: kind as never, push, email } });

export function useTickets() {
  return useQuery({ queryKey: TICKETS_KEY, queryFn: () => apiCall(listSupportTickets) });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: ['support', id],
    queryFn: () => apiCall(listSupportMessages, { params: { id } }),
  });
}

export interface Attachment {
  fileName: string;
  file: string;
}

export const openTicket = (body: {
  subject: string;
  category: string;
  message: string;
  transactionId?: string;
  attachments?: Attachment[];
}) => apiCall(createSupportTicket, { body: body as never });

export const writeMessage = (id: string, message: string, attachments?: Attachment[]) =>
  apiCall(postSupportMessage, { params: { id }, body: { message, ...(attachments?.length ? { attachments } : {}) } });

export function useReferrals() {
  return useQuery({ queryKey: ['referrals'], queryFn: () => apiCall(getReferrals) });
}

/** Reads chosen files as base64 data URLs for the JSON body (the server checks their bytes). */
export async function readFiles(files: FileList | null): Promise<Attachment[]> {
  const list = [...(files ?? [])].slice(0, 3);
  return Promise.all(
    list.map(
      (file) =>
        new Promise<Attachment>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve({ fileName: file.name.slice(0, 200), file: String(reader.result) });
          reader.onerror = () => reject(reader.error);
          reader.readAsDataURL(file);
        }),
    ),
  );
}
