import { useLayoutEffect, useRef } from 'react';

/**
 * A keyboard move draws the item in another cell: a new element, while the old one, which held
 * the focus, is removed and the focus falls to the page. Once the moved data is drawn, this puts
 * the focus back on the item, so the next Alt+arrow moves it again (WAI-ARIA: focus stays on the
 * thing acted on). It leaves the focus alone when it stayed put or the person moved it elsewhere.
 */
export function useFocusFollowsMove<T extends HTMLElement>(data: unknown) {
  const root = useRef<T>(null);
  const pending = useRef<{ id: string; drawn: unknown } | null>(null);

  useLayoutEffect(() => {
    const wait = pending.current;
    if (!wait || data === wait.drawn) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    root.current?.querySelector<HTMLElement>(`[data-cal-item="${CSS.escape(wait.id)}"]`)?.focus();
  }, [data]);

  return {
    root,
    /** the item `id` is being moved: follow it once the data after the move is drawn */
    follow: (id: string) => {
      pending.current = { id, drawn: data };
    },
    /** the move failed: nothing will be redrawn for it */
    drop: () => {
      pending.current = null;
    },
  };
}
