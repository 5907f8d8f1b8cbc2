import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Dialog } from '@/components/ui/Dialog';
import { Drawer } from '@/components/ui/Drawer';
import { renderUi } from './render';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button>Outside</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit signer"
        description="Change the signer's name"
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title and description', async () => {
    const user = userEvent.setup();
    renderUi(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit signer' });
    expect(dialog).toHaveAccessibleDescription("Change the signer's name");
  });

  it('traps focus inside and restores it to the opener on Escape', async () => {
    const user = userEvent.setup();
    renderUi(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Outside', hidden: true }));
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the translated close button and restores focus', async () => {
    const user = userEvent.setup();
    renderUi(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('ConfirmDialog', () => {
  it('shows a busy confirm button until the async action settles, then closes', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const onClose = vi.fn();
    renderUi(
      <ConfirmDialog open onClose={onClose} title="Delete invoice?" onConfirm={onConfirm} color="error" />,
    );
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open and shows the error when the action fails', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        onClose={onClose}
        title="Delete invoice?"
        onConfirm={() => Promise.reject(new Error('Invoice already paid'))}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice already paid');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Drawer', () => {
  it('is a labelled dialog that closes with its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(
      <Drawer open onClose={onClose} title="Filters">
        <p>content</p>
      </Drawer>,
    );
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
