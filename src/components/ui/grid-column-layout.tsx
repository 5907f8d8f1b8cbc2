import type { ColumnVisibilityState, RowData } from '@tanstack/react-table';
import { EllipsisVertical } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { DropdownMenu } from './DropdownMenu';
import { useDirection } from './direction';
import type { GridColumnDef } from './grid-features';
import { IconButton } from './IconButton';

// Column options for a DataGrid the user arranges: pin a column to the start edge, resize it
// (pointer or arrow keys on its edge), move it, hide it. The grid itself stays as it is: this
// hook hands it columns in the chosen order, with `meta.width`, `meta.sticky` (pinned) and
// `meta.headerAction` (the column's menu and resize handle) set, and the visibility to control.
// The texts come from the caller, so grids that never arrange columns carry none of them.

export type ColumnLayoutLabels = {
  /** "Options of {{column}}" */
  options: (column: string) => string;
  /** "Width of {{column}}" (the resize handle, a separator) */
  resize: (column: string) => string;
  pin: string;
  unpin: string;
  moveStart: string;
  moveEnd: string;
  hide: string;
};

export type ColumnLayoutState = {
  order: string[];
  pinned: string[];
  widths: Record<string, number>;
  visibility: ColumnVisibilityState;
};

const MIN_WIDTH = 80;
const MAX_WIDTH = 600;
const DEFAULT_WIDTH = 160;
const KEY_STEP = 16;

const idOf = <Row extends RowData>(column: GridColumnDef<Row>): string =>
  column.id ?? (column as { accessorKey?: string }).accessorKey ?? '';

const clampWidth = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

/** Arranges `columns` (memoized) as the user chooses; pass `columns` and `visibility` on to the grid. */
export function useColumnLayout<Row extends RowData>(
  columns: GridColumnDef<Row>[],
  labels: ColumnLayoutLabels,
  initial: Partial<ColumnLayoutState> = {},
) {
  const rtl = useDirection() === 'rtl';
  const [state, setState] = useState<ColumnLayoutState>(() => ({
    order: initial.order ?? columns.map(idOf),
    pinned: initial.pinned ?? [],
    widths: initial.widths ?? {},
    visibility: initial.visibility ?? {},
  }));

  const arranged = useMemo(() => {
    const byId = new Map(columns.map((c) => [idOf(c), c]));
    const known = [
      ...state.order.filter((id) => byId.has(id)),
      ...[...byId.keys()].filter((id) => !state.order.includes(id)),
    ];
    // pinned columns first, in the order they were pinned; then the rest in the chosen order
    const ids = [
      ...state.pinned.filter((id) => byId.has(id)),
      ...known.filter((id) => !state.pinned.includes(id)),
    ];
    const movable = ids.filter((id) => !state.pinned.includes(id));
    let offset = 0;
    return ids.map((id) => {
      const column = byId.get(id)!;
      const label = column.meta?.label ?? (typeof column.header === 'string' ? column.header : id);
      const width = state.widths[id] ?? column.meta?.width ?? DEFAULT_WIDTH;
      const pinned = state.pinned.includes(id);
      const sticky = pinned && state.visibility[id] !== false ? offset : undefined;
      if (sticky !== undefined) offset += width;
      const position = movable.indexOf(id);
      const update = (change: (s: ColumnLayoutState) => ColumnLayoutState) => setState(change);
      const move = (delta: number) =>
        update((s) => {
          const order = [...movable];
          const [taken] = order.splice(position, 1);
          order.splice(position + delta, 0, taken);
          return { ...s, order };
        });
      const resize = (next: number) =>
        update((s) => ({ ...s, widths: { ...s.widths, [id]: clampWidth(next) } }));
      const headerAction = (
        <>
          <DropdownMenu
            width={200}
            label={labels.options(label)}
            trigger={
              <IconButton size="sm" aria-label={labels.options(label)} className="size-7 normal-case">
                <EllipsisVertical aria-hidden="true" className="size-4" />
              </IconButton>
            }
            items={[
              pinned
                ? {
                    key: 'unpin',
                    label: labels.unpin,
                    onSelect: () => update((s) => ({ ...s, pinned: s.pinned.filter((p) => p !== id) })),
                  }
                : {
                    key: 'pin',
                    label: labels.pin,
                    onSelect: () => update((s) => ({ ...s, pinned: [...s.pinned, id] })),
                  },
              {
                key: 'start',
                label: labels.moveStart,
                disabled: pinned || position <= 0,
                onSelect: () => move(-1),
              },
              {
                key: 'end',
                label: labels.moveEnd,
                disabled: pinned || position >= movable.length - 1,
                onSelect: () => move(1),
              },
              ...(column.enableHiding === false
                ? []
                : [
                    {
                      key: 'hide',
                      label: labels.hide,
                      onSelect: () => update((s) => ({ ...s, visibility: { ...s.visibility, [id]: false } })),
                    },
                  ]),
            ]}
          />
          <ResizeHandle label={labels.resize(label)} width={width} rtl={rtl} onResize={resize} />
        </>
      );
      return { ...column, meta: { ...column.meta, width, sticky, headerAction } } as GridColumnDef<Row>;
    });
  }, [columns, state, labels, rtl]);

  return {
    columns: arranged,
    visibility: state.visibility,
    onVisibilityChange: (visibility: ColumnVisibilityState) => setState((s) => ({ ...s, visibility })),
    state,
  };
}

/**
 * The column's end edge: drag it, or focus it and press the arrow keys (Home/End: narrowest,
 * widest). A focusable separator with its value, as WAI-ARIA's window splitter.
 */
function ResizeHandle({
  label,
  width,
  rtl,
  onResize,
}: {
  label: string;
  width: number;
  rtl: boolean;
  onResize: (width: number) => void;
}) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const onMove = (e: globalThis.PointerEvent) =>
      onResize(width + (rtl ? startX - e.clientX : e.clientX - startX));
    const onUp = () => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grow = rtl ? 'ArrowLeft' : 'ArrowRight';
    const shrink = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === grow
        ? width + KEY_STEP
        : event.key === shrink
          ? width - KEY_STEP
          : event.key === 'Home'
            ? MIN_WIDTH
            : event.key === 'End'
              ? MAX_WIDTH
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onResize(next);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter has no native element (<hr> takes no focus)
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      className={cn(
        'absolute inset-y-2 end-0 w-1.5 cursor-col-resize touch-none rounded bg-divider',
        'hover:bg-primary focus-visible:bg-primary focus-visible:outline-none',
      )}
    />
  );
}
