import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useDeferredValue, useMemo } from 'react';

export interface VirtualRowsProps {
  count: number;
  scrollRef: RefObject<HTMLElement | null>;
  rowHeight: number;
  headerHeight: number;
  colSpan: number;
  renderRow: (index: number) => ReactNode;
}

const Spacer = ({ height, colSpan }: { height: number; colSpan: number }) =>
  height > 0 ? (
    <tr>
      <td colSpan={colSpan} style={{ height, padding: 0 }} />
    </tr>
  ) : null;

/** The rows of a long grid: only those in view (plus overscan) are in the DOM, spacers keep the height. */
export default function DataGridVirtualRows({
  count,
  scrollRef,
  rowHeight,
  headerHeight,
  colSpan,
  renderRow,
}: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    paddingStart: headerHeight,
    // each row in the DOM is redrawn on every sort, filter and page: a few beyond the view are enough
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  // the rows in view (range, without the overscan) take a sort or filter in this render; the
  // overscan rows, out of view, keep what they showed until a render just after it, so the frame
  // that shows the new order waits for no row nobody sees (about a third of the rows in the DOM)
  const range = virtualizer.range;
  const latest = useMemo(() => ({ renderRow, count }), [renderRow, count]);
  const earlier = useDeferredValue(latest);
  const rowAt = (index: number) =>
    earlier === latest ||
    index >= earlier.count ||
    (range !== null && index >= range.startIndex && index <= range.endIndex)
      ? renderRow(index)
      : earlier.renderRow(index);
  const padTop = items.length ? items[0].start - headerHeight : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      <Spacer height={padTop} colSpan={colSpan} />
      {items.map((item) => rowAt(item.index))}
      <Spacer height={padBottom} colSpan={colSpan} />
    </>
  );
}
