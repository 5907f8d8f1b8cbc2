// What other features use of the notifications: the bell's state, e.g. to reload it when a
// real-time event says something new arrived.
export { useNotificationActions } from './state';
