import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from '@/components/ui/Tabs';
import { renderUi } from './render';

const ITEMS: TabItem[] = [
  { key: 'a', label: 'Alpha', panel: <p>Alpha panel</p> },
  { key: 'b', label: 'Beta', panel: <p>Beta panel</p>, disabled: true },
  { key: 'c', label: 'Gamma', panel: <p>Gamma panel</p> },
  { key: 'd', label: 'Delta', panel: <p>Delta panel</p> },
];

function Controlled({ onChange, follow = true }: { onChange: (i: number) => void; follow?: boolean }) {
  const [index, setIndex] = useState(0);
  return (
    <Tabs
      label="Letters"
      items={ITEMS}
      selectedIndex={index}
      onChange={(i) => {
        onChange(i);
        if (follow) setIndex(i);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (own primitive)', () => {
  it('wires the WAI-ARIA roles: tablist, tabs controlling panels, one visible panel labelled by its tab', () => {
    renderUi(<Tabs label="Letters" items={ITEMS} defaultIndex={2} />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Gamma')).toHaveAttribute('tabindex', '0');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Alpha')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Gamma panel');
    expect(tab('Gamma')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toBe(panel);
    expect(screen.queryByText('Alpha panel')).toBeNull();
  });

  it('selects on arrow keys (skipping disabled tabs, wrapping) and Home/End, moving focus along', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    await user.click(tab('Alpha'));
    expect(onChange).not.toHaveBeenCalled(); // already selected
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(tab('Gamma')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Gamma panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(tab('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Delta')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Delta panel');
    await user.click(tab('Gamma'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(onChange).toHaveBeenCalledTimes(7);
  });

  it('mirrors the arrow keys right-to-left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <div dir="rtl">
        <Controlled onChange={onChange} />
      </div>,
    );
    await user.click(tab('Alpha'));
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(tab('Gamma')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('keeps the selection when a controlling parent refuses the change (e.g. unsaved changes)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} follow={false} />);
    await user.click(tab('Delta'));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Alpha panel');
  });

  it('works uncontrolled and never selects a disabled tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Tabs label="Letters" items={ITEMS} onChange={onChange} />);
    await user.click(tab('Beta'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(tab('Delta'));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(tab('Delta')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Delta panel');
  });

  it('fades the edge past which more tabs wait, and scrolls the selected tab into view', async () => {
    const user = userEvent.setup();
    // A 300 px strip holding 600 px of tabs, scrolled to its start.
    const strip = (el: HTMLElement, wide: number, other: number) =>
      el.getAttribute('role') === 'tablist' ? wide : other;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return strip(this, 600, 0);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return strip(this, 300, 0);
    });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderUi(<Tabs label="Letters" items={ITEMS} />);
    const list = screen.getByRole('tablist');
    await waitFor(() => expect(list).toHaveAttribute('data-more', 'end'));
    await user.click(tab('Delta'));
    expect(scrolled.mock.contexts.at(-1)).toBe(tab('Delta'));
    vi.restoreAllMocks();
  });
});
