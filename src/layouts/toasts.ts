import type { CSSProperties } from 'react';
import type { DefaultToastOptions, ToastPosition } from 'react-hot-toast';
import type { Direction } from '@/lib/settings';

/** Default and error 4000 ms, success 2000 ms, loading until dismissed (react-hot-toast keeps at most 20). */
export const toastOptions: DefaultToastOptions = {
  duration: 4000,
  className: '!bg-paper !text-text !shadow-menu',
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Number.POSITIVE_INFINITY },
};

/** The setting names the start/end side in LTR terms; in RTL the toasts take the mirrored corner. */
export function toasterPosition(position: ToastPosition, direction: Direction): ToastPosition {
  if (direction !== 'rtl') return position;
  if (position.endsWith('-left')) return position.replace('-left', '-right') as ToastPosition;
  if (position.endsWith('-right')) return position.replace('-right', '-left') as ToastPosition;
  return position;
}

/**
 * The toasts' box starts below the app bar (h-16, 64 px, plus a gap): toasts at the top open under
 * its icons instead of over them; those at the bottom keep their place.
 */
export const toasterBox: CSSProperties = { top: 72 };
