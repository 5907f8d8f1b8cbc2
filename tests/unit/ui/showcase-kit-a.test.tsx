import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from '@/components/ui/Accordion';
import { Chip } from '@/components/ui/Chip';
import { ContextMenu } from '@/components/ui/ContextMenu';
import { List, ListItemButton } from '@/components/ui/List';
import { ToggleButtonGroup, type ToggleOption } from '@/components/ui/ToggleButtonGroup';
import { renderUi } from './render';

// Keyboard behaviour of the kit primitives the showcase's first half added (issue 18), per their
// WAI-ARIA patterns: accordion, radio group and toolbar of toggle buttons, list of buttons,
// context menu, deletable chip.

const ITEMS = [
  { value: 'a', title: 'Alpha', content: 'Alpha body' },
  { value: 'b', title: 'Beta', content: 'Beta body', disabled: true },
  { value: 'c', title: 'Gamma', content: 'Gamma body' },
  { value: 'd', title: 'Delta', content: 'Delta body' },
];
const header = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('wires headers to regions and opens one at a time (or several with multiple)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<Accordion items={ITEMS} defaultValue={['a']} />);
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Alpha' });
    expect(header('Alpha')).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Alpha body');
    await user.click(header('Gamma'));
    expect(header('Gamma')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Alpha' })).toBeNull();
    unmount();

    renderUi(<Accordion items={ITEMS} multiple />);
    await user.click(header('Alpha'));
    await user.click(header('Gamma'));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('moves between headers with Up/Down (wrapping, skipping disabled) and Home/End; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    renderUi(<Accordion items={ITEMS} />);
    header('Alpha').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Gamma')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Delta')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('Alpha')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('Delta')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('Delta')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(header('Delta')).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports changes when controlled and follows its value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<Accordion items={ITEMS} value={['c']} onValueChange={onValueChange} />);
    await user.click(header('Alpha'));
    expect(onValueChange).toHaveBeenCalledWith(['a']);
    expect(header('Gamma')).toHaveAttribute('aria-expanded', 'true');
  });
});

const OPTIONS: ToggleOption[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
  { value: 'justify', label: 'Justify', disabled: true },
];

function Exclusive({
  enforce = false,
  onChange,
}: {
  enforce?: boolean;
  onChange?: (v: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>('center');
  return (
    <ToggleButtonGroup
      exclusive
      enforceValue={enforce}
      label="Alignment"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

function Multiple() {
  const [value, setValue] = useState<string[]>(['right']);
  return <ToggleButtonGroup label="Formats" options={OPTIONS} value={value} onChange={setValue} />;
}

describe('ToggleButtonGroup', () => {
  it('exclusive: a radio group with one tab stop on the checked radio; arrows move and check, wrapping past disabled', async () => {
    const user = userEvent.setup();
    renderUi(<Exclusive />);
    const group = screen.getByRole('radiogroup', { name: 'Alignment' });
    const radio = (name: string) => within(group).getByRole('radio', { name });
    expect(radio('Center')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Center')).toHaveAttribute('tabindex', '0');
    expect(radio('Left')).toHaveAttribute('tabindex', '-1');
    radio('Center').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Right')).toHaveFocus();
    expect(radio('Right')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(radio('Left')).toHaveFocus();
    expect(radio('Left')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(radio('Right')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(radio('Left')).toHaveAttribute('aria-checked', 'true');
  });

  it('exclusive: pressing the checked button clears it unless the value is enforced', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderUi(<Exclusive onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Center' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('radio', { name: 'Center' })).toHaveAttribute('aria-checked', 'false');
    unmount();
    onChange.mockClear();
    renderUi(<Exclusive enforce onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Center' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Center' })).toHaveAttribute('aria-checked', 'true');
  });

  it('mirrors left and right in a right-to-left page', async () => {
    const user = userEvent.setup();
    renderUi(
      <div dir="rtl">
        <Exclusive />
      </div>,
    );
    screen.getByRole('radio', { name: 'Center' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Right' })).toHaveFocus();
  });

  it('multiple: a toolbar of aria-pressed buttons; arrows move focus only, Space toggles, Home/End', async () => {
    const user = userEvent.setup();
    renderUi(<Multiple />);
    const bar = screen.getByRole('toolbar', { name: 'Formats' });
    const button = (name: string) => within(bar).getByRole('button', { name });
    expect(button('Right')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Left')).toHaveAttribute('tabindex', '0');
    button('Left').focus();
    await user.keyboard('{ArrowRight}');
    expect(button('Center')).toHaveFocus();
    expect(button('Center')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Center')).toHaveAttribute('tabindex', '0');
    expect(button('Left')).toHaveAttribute('tabindex', '-1');
    await user.keyboard(' ');
    expect(button('Center')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Right')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(button('Right')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Right')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Home}');
    expect(button('Left')).toHaveFocus();
  });
});

describe('List', () => {
  it('moves between its buttons with Up/Down and Home/End, not into a nested list; marks the selected item', async () => {
    const user = userEvent.setup();
    renderUi(
      <List aria-label="Boxes">
        <ListItemButton primary="Inbox" selected />
        <ListItemButton primary="Sent" disabled />
        <ListItemButton primary="Folders" expanded controls="nested">
          <div id="nested">
            <List aria-label="Folders">
              <ListItemButton primary="Work" />
            </List>
          </div>
        </ListItemButton>
        <ListItemButton primary="Drafts" />
      </List>,
    );
    const item = (name: string) => screen.getByRole('button', { name });
    expect(item('Inbox')).toHaveAttribute('aria-current', 'true');
    expect(item('Folders')).toHaveAttribute('aria-expanded', 'true');
    item('Inbox').focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Folders')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Drafts')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Inbox')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Drafts')).toHaveFocus();
    // inside the nested list, arrows stay in it
    item('Work').focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Work')).toHaveFocus();
  });
});

describe('Chip', () => {
  it('deletes with its delete button, and with Backspace or Delete on a clickable chip', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const onClick = vi.fn();
    renderUi(<Chip label="Paid" onClick={onClick} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove Paid' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Paid' }).focus();
    await user.keyboard('{Backspace}');
    await user.keyboard('{Delete}');
    expect(onDelete).toHaveBeenCalledTimes(3);
  });
});

describe('ContextMenu', () => {
  it('opens from Shift+F10 on its focused area, moves with arrows and typeahead, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(
      <ContextMenu
        label="Preview"
        menuLabel="Actions"
        items={[
          { key: 'copy', label: 'Copy', onSelect },
          { key: 'print', label: 'Print', onSelect },
          { key: 'share', label: 'Share', onSelect },
        ]}
      >
        Document
      </ContextMenu>,
    );
    const area = screen.getByRole('region', { name: 'Preview' });
    act(() => area.focus());
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Print' })).toHaveFocus();
    await user.keyboard('s');
    expect(within(menu).getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(area).toHaveFocus();

    fireEvent.contextMenu(area, { clientX: 10, clientY: 10 });
    await user.click(await screen.findByRole('menuitem', { name: 'Print' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
