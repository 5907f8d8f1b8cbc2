import type { NotificationItem } from '@contract/shell';
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { fetchNotifications, markAllRead, markRead } from './api';

export interface NotificationsState {
  items: NotificationItem[];
  unread: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const notificationsAtom = atom<NotificationsState>({ items: [], unread: 0, status: 'idle' });

const unreadAtom = atom((get) => get(notificationsAtom).unread);

/** The unread count alone: its reader is not drawn again while the list loads or changes. */
export const useUnreadCount = () => useAtomSnapshot(unreadAtom);

/** The signed-in user's notifications and the calls that change them. */
export function useNotifications() {
  return { ...useAtomSnapshot(notificationsAtom), ...useNotificationActions() };
}

/** The calls that load and change the notifications, without reading them. */
export function useNotificationActions() {
  const set = useSetAtom(notificationsAtom);

  const load = useCallback(async () => {
    set((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const { notifications, unread } = await fetchNotifications();
      set({ items: notifications, unread, status: 'ready' });
    } catch {
      set((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'error' }));
    }
  }, [set]);

  const readAll = useCallback(async () => {
    const { unread } = await markAllRead();
    set((s) => ({ ...s, unread, items: s.items.map((n) => ({ ...n, read: true })) }));
  }, [set]);

  const readOne = useCallback(
    async (id: number) => {
      const { unread } = await markRead(id);
      set((s) => ({ ...s, unread, items: s.items.map((n) => (n.id === id ? { ...n, read: true } : n)) }));
    },
    [set],
  );

  return { load, readAll, readOne };
}
