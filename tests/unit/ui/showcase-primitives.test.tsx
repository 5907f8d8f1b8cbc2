import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageNumbers, pageRange } from '@/components/ui/PageNumbers';
import { Rating } from '@/components/ui/Rating';
import { Snackbar } from '@/components/ui/Snackbar';
import { type TabItem, Tabs } from '@/components/ui/Tabs';
import { type TreeNode, TreeView } from '@/components/ui/TreeView';
import { renderUi } from './render';

const TREE: TreeNode[] = [
  {
    id: 'docs',
    label: 'Documents',
    children: [
      { id: 'bills', label: 'Bills', children: [{ id: 'inv1', label: 'INV-1.pdf' }] },
      { id: 'slips', label: 'Slips' },
    ],
  },
  { id: 'certs', label: 'Certificates' },
  { id: 'reports', label: 'Reports' },
];

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });

describe('TreeView (WAI-ARIA tree)', () => {
  it('moves with Up/Down and Home/End, opens with Right and closes or goes up with Left', async () => {
    const user = userEvent.setup();
    renderUi(<TreeView label="Files" items={TREE} />);
    expect(screen.getByRole('tree', { name: 'Files' })).toBeInTheDocument();
    await user.tab();
    expect(item('Documents')).toHaveFocus();
    expect(item('Documents')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(item('Documents')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Documents')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Bills')).toHaveFocus();
    expect(item('Bills')).toHaveAttribute('aria-level', '2');
    await user.keyboard('{ArrowDown}');
    expect(item('Slips')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Reports')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Documents')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(item('Documents')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Documents')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^Bills/ })).toBeNull();
  });

  it('mirrors Right and Left in a right-to-left page', async () => {
    const user = userEvent.setup();
    renderUi(
      <div dir="rtl">
        <TreeView label="Files" items={TREE} />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(item('Documents')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(item('Documents')).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a node by typing, and opens every sibling with *', async () => {
    const user = userEvent.setup();
    renderUi(<TreeView label="Files" items={TREE} />);
    await user.tab();
    await user.keyboard('r');
    expect(item('Reports')).toHaveFocus();
    await user.keyboard('{Home}*');
    expect(item('Documents')).toHaveAttribute('aria-expanded', 'true');
  });

  it('selects one node with Enter; in a multi-select tree Space toggles and Shift+Down extends', async () => {
    const user = userEvent.setup();
    const onSelected = vi.fn();
    const { unmount } = renderUi(<TreeView label="Files" items={TREE} onSelectedChange={onSelected} />);
    await user.tab();
    await user.keyboard('{End}{Enter}');
    expect(onSelected).toHaveBeenLastCalledWith(['reports']);
    expect(item('Reports')).toHaveAttribute('aria-selected', 'true');
    unmount();

    function Multi() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <TreeView multiSelect label="Files" items={TREE} selected={selected} onSelectedChange={setSelected} />
      );
    }
    renderUi(<Multi />);
    expect(screen.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(item('Documents')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(item('Certificates')).toHaveAttribute('aria-selected', 'true');
    expect(item('Reports')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard(' ');
    expect(item('Reports')).toHaveAttribute('aria-selected', 'false');
  });
});

describe('Rating (radio group)', () => {
  it('has one tab stop; arrows choose (mirrored in RTL), Home/End the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Rating label="Service" defaultValue={2} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Service' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: '2 / 5' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 / 5' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3 / 5' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('goes by halves with precision 0.5, and reads as an image when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <div dir="rtl">
        <Rating label="Half" precision={0.5} defaultValue={2.5} onChange={onChange} />
        <Rating label="Shown" readOnly value={3.5} />
      </div>,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    await user.tab();
    expect(screen.getByRole('radio', { name: '2.5 / 5' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('img', { name: 'Shown: 3.5 / 5' })).toBeInTheDocument();
  });
});

describe('Snackbar', () => {
  it('is a status region, closes on Escape and by itself after its time', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderUi(<Snackbar open message="Saved" closeLabel="Close" autoHideDuration={3000} onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(onClose).toHaveBeenLastCalledWith('escape');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onClose).toHaveBeenLastCalledWith('timeout');
    vi.useRealTimers();
  });

  it('is an alert when it reports an error, with a close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(
      <Snackbar
        open
        severity="error"
        message="Failed"
        closeLabel="Close"
        autoHideDuration={null}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('dismiss');
  });
});

describe('Tabs, vertical', () => {
  const ITEMS: TabItem[] = ['One', 'Two', 'Three'].map((label) => ({
    key: label,
    label,
    panel: <p>{label} panel</p>,
  }));

  it('moves with Up/Down, not Left/Right, and says it is vertical', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs label="Vertical" items={ITEMS} orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
  });
});

describe('PageNumbers', () => {
  it('leaves out pages with a gap as MUI does', () => {
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageRange(6, 11)).toEqual([1, 'gap', 5, 6, 7, 'gap', 11]);
    expect(pageRange(6, 11, 2, 0)).toEqual([1, 2, 'gap', 6, 'gap', 10, 11]);
    expect(pageRange(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('marks the current page and moves with its buttons', async () => {
    const user = userEvent.setup();
    function Pages() {
      const [page, setPage] = useState(1);
      return (
        <PageNumbers
          page={page}
          count={10}
          onChange={setPage}
          showFirstLast
          labels={{
            nav: 'Results',
            page: (p) => `Page ${p}`,
            first: 'First',
            previous: 'Previous',
            next: 'Next',
            last: 'Last',
          }}
        />
      );
    }
    renderUi(<Pages />);
    expect(screen.getByRole('navigation', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
