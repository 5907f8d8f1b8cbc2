import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

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
  const padTop = items.length ? items[0].start - headerHeight : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      <Spacer height={padTop} colSpan={colSpan} />
      {items.map((item) => renderRow(item.index))}
      <Spacer height={padBottom} colSpan={colSpan} />
    </>
  );
}
