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

/** The app bar's height (h-16) plus a gap: toasts at the top open below its icons, not over them. */
const BELOW_APP_BAR = 'calc(4rem + 8px)';

/** The Toaster's place: the chosen corner (mirrored in RTL), below the app bar when at the top. */
export function toasterPlacement(
  position: ToastPosition,
  direction: Direction,
): { position: ToastPosition; containerStyle?: CSSProperties } {
  return {
    position: toasterPosition(position, direction),
    containerStyle: position.startsWith('top') ? { top: BELOW_APP_BAR } : undefined,
  };
}
