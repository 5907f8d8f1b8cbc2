import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Combobox } from '@/components/ui/Combobox';
import { CopyButton } from '@/components/ui/CopyButton';
import { DropdownMenu } from '@/components/ui/DropdownMenu';
import { FormField } from '@/components/ui/FormField';
import { Pagination } from '@/components/ui/Pagination';
import { Tabs } from '@/components/ui/Tabs';
import { Tooltip } from '@/components/ui/Tooltip';
import { renderUi } from './render';

function PagedDemo() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={3} onPageChange={setPage} />;
}

function TabsDemo({ onChange }: { onChange: (index: number) => void }) {
  const [index, setIndex] = useState(1);
  return (
    <Tabs
      label="Settings"
      selectedIndex={index}
      onChange={(i) => {
        onChange(i);
        setIndex(i);
      }}
      items={[
        { key: 'profile', label: 'Profile', panel: <p>Profile panel</p> },
        { key: 'signers', label: 'Signers', panel: <p>Signers panel</p> },
        { key: 'security', label: 'Security', panel: <p>Security panel</p> },
      ]}
    />
  );
}

type Bank = { code: string; name: string };
const banks: Bank[] = [
  { code: '002', name: 'BRI' },
  { code: '008', name: 'Bank Mandiri' },
  { code: '014', name: 'BCA' },
];

function BankPicker({ onChange }: { onChange: (bank: Bank | null) => void }) {
  const [value, setValue] = useState<Bank | null>(null);
  return (
    <FormField label="Bank" error={value ? undefined : 'Choose a bank'}>
      <Combobox
        items={banks}
        value={value}
        onChange={(b) => {
          onChange(b);
          setValue(b);
        }}
        getLabel={(b) => b.name}
        getKey={(b) => b.code}
      />
    </FormField>
  );
}

describe('Button', () => {
  it('blocks clicks and sets aria-busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Alert', () => {
  it('uses role=alert for errors and status otherwise', () => {
    renderUi(
      <>
        <Alert severity="error">Failed</Alert>
        <Alert severity="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('Pagination', () => {
  it('moves between pages and disables buttons at the ends', async () => {
    const user = userEvent.setup();
    renderUi(<PagedDemo />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the row range and a rows-per-page selector', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderUi(
      <Pagination
        page={2}
        pageCount={6}
        onPageChange={() => {}}
        pageSize={10}
        onPageSizeChange={onPageSizeChange}
        rowCount={53}
      />,
    );
    expect(screen.getByText('11–20 of 53')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});

describe('CopyButton', () => {
  it('copies the exact text and announces "Copied"', async () => {
    const user = userEvent.setup();
    renderUi(<CopyButton text="123456789012345" label="VA number" />);
    await user.click(screen.getByRole('button', { name: 'Copy VA number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('123456789012345');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(screen.getByText('Copied')).toHaveAttribute('aria-live', 'polite');
  });

  it('announces a failure', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderUi(<CopyButton text="x" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy')).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('Tabs', () => {
  it('can be controlled (e.g. by the URL) and moves with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<TabsDemo onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Signers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Signers panel');
    await user.click(screen.getByRole('tab', { name: 'Signers' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Security panel');
  });
});

describe('Combobox', () => {
  it('filters locally, selects with the keyboard and is labelled by its FormField', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<BankPicker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Bank' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'man');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bank Mandiri']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(banks[1]);
    expect(input).toHaveValue('Bank Mandiri');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('leaves filtering to the caller in async mode and shows "No results"', async () => {
    const user = userEvent.setup();
    const onQueryChange = vi.fn();
    renderUi(
      <Combobox
        aria-label="Client"
        items={[] as Bank[]}
        value={null}
        onChange={() => {}}
        getLabel={(b) => b.name}
        getKey={(b) => b.code}
        onQueryChange={onQueryChange}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'pt');
    expect(onQueryChange).toHaveBeenLastCalledWith('pt');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });
});

describe('DropdownMenu', () => {
  it('opens from its trigger, runs an item and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderUi(
      <DropdownMenu
        trigger={<Button>Options</Button>}
        items={[
          { key: 'edit', label: 'Edit', onSelect: onEdit },
          { type: 'separator', key: 's' },
          { key: 'delete', label: 'Delete', danger: true, onSelect: () => {}, disabled: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Options' });
    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The menu's code loads on the first click, which swaps in the Radix trigger: look it up again.
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
  });
});

describe('Tooltip', () => {
  it('describes its trigger on focus and hides on Escape', () => {
    renderUi(
      <Tooltip content="Download as CSV">
        <button type="button">Export</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).toHaveClass('hidden');
    act(() => button.focus());
    expect(tip).not.toHaveClass('hidden');
    expect(button).toHaveAccessibleDescription('Download as CSV');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip).toHaveClass('hidden');
  });
});
