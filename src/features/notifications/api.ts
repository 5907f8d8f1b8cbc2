import { type NotificationsReadResponse, type NotificationsResponse, SHELL_PATHS } from '@contract/shell';
import { api } from '@/lib/api';

export const fetchNotifications = () => api.get<NotificationsResponse>(SHELL_PATHS.notifications);
export const markAllRead = () => api.post<NotificationsReadResponse>(SHELL_PATHS.notificationsReadAll);
export const markRead = (id: number) => api.post<NotificationsReadResponse>(SHELL_PATHS.notificationRead(id));
