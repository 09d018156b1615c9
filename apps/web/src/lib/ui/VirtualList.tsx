import { type ReactNode, type UIEvent, useEffect, useState } from 'react';

export interface RowWindow {
  /** First rendered index (inclusive). */
  start: number;
  /** Last rendered index (exclusive). */
  end: number;
}

/**
 * The rows to render for a viewport of `viewportHeight` px scrolled to `scrollTop`, plus `overscan`
 * rows on each side so a quick scroll or a Tab to the next row never meets a blank.
 */
export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
}

interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row is exactly this tall, which is what makes the window arithmetic exact. */
  rowHeight: number;
  /** The most rows the viewport shows at once; a shorter list is as tall as its rows. */
  visibleRows: number;
  overscan?: number;
  getKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Called when the rendered window reaches the last rows (infinite loading). */
  onNearEnd?: () => void;
  /** Accessible name of the scrolling region. */
  label: string;
  testId?: string;
}

/**
 * A windowed list: however long the history, only the rows in view (and a few either side) are in
 * the DOM; a spacer as tall as every row keeps the scroll bar true. Keyboard users Tab through the
 * rows' links, which scrolls the region and renders the next ones.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  visibleRows,
  overscan = 6,
  getKey,
  renderRow,
  onNearEnd,
  label,
  testId,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewportHeight = Math.min(visibleRows, items.length) * rowHeight;
  const { start, end } = rowWindow(scrollTop, visibleRows * rowHeight, rowHeight, items.length, overscan);
  const nearEnd = end >= items.length - 1;

  const count = items.length;
  useEffect(() => {
    // Again after every growth of the list: a window still at the end asks for the next page.
    if (nearEnd && count > 0) onNearEnd?.();
  }, [nearEnd, count, onNearEnd]);

  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const item = items[index] as T;
    rows.push(
      <li
        key={getKey(item, index)}
        aria-setsize={items.length}
        aria-posinset={index + 1}
        data-index={index}
        className="absolute inset-x-0"
        style={{ top: index * rowHeight, height: rowHeight }}
      >
        {renderRow(item, index)}
      </li>,
    );
  }

  return (
    // No tabIndex: the rows' links are focusable, and Tab to one scrolls the region to it.
    <section
      aria-label={label}
      data-testid={testId}
      className="overflow-y-auto overscroll-contain rounded-xl"
      style={{ height: viewportHeight }}
      onScroll={(event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul className="relative m-0 list-none p-0" style={{ height: items.length * rowHeight }}>
        {rows}
      </ul>
    </section>
  );
}
