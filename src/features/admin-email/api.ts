import {
  type BulkMessageAction,
  type DraftAnswer,
  type MailboxCounts,
  type MessageDetail,
  type MessageFolder,
  type MessageLabel,
  type MessageList,
  type MessageThread,
  MESSAGE_PATHS as P,
  type RecipientList,
} from '@contract/messages';
import type { DraftBody, SendMessageBody } from '@contract/messages/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const MAILBOX_KEY = ['admin', 'messages'] as const;

export interface MailboxQuery {
  folder: MessageFolder;
  label?: MessageLabel;
  q?: string;
  page: number;
}

export const useMailbox = (query: MailboxQuery) =>
  useQuery({
    queryKey: [...MAILBOX_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<MessageList>(P.list, { query: { ...query, q: query.q || undefined, perPage: 25 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffThread = (id: number | null) =>
  useQuery({
    queryKey: [...MAILBOX_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<MessageThread>(P.one(id as number), { signal }),
    enabled: !!id,
  });

export const useRecipientSearch = (q: string) =>
  useQuery({
    queryKey: [...MAILBOX_KEY, 'recipients', q],
    queryFn: ({ signal }) => api.get<RecipientList>(P.recipients, { query: { q }, signal }),
    placeholderData: keepPreviousData,
  });

export const sendMessage = (body: SendMessageBody) => api.post<{ message: MessageDetail }>(P.list, body);
export const bulkMessages = (body: {
  action: BulkMessageAction;
  ids: number[];
  folder?: 'inbox' | 'spam' | 'trash';
  label?: MessageLabel;
}) => api.patch<{ changed: number; counts: MailboxCounts }>(P.bulk, body);
export const saveDraft = (body: DraftBody, id?: number) =>
  id ? api.put<DraftAnswer>(P.draft(id), body) : api.post<DraftAnswer>(P.drafts, body);
export const deleteDraft = (id: number) => api.delete<{ deleted: true }>(P.draft(id));
