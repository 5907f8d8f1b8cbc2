import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

export default function DialogForm() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email)) return setError('Enter an email address like name@example.com.');
    setDone(email);
    setOpen(false);
  };
  return (
    <div className="space-y-2">
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open form dialog
      </Button>
      {done && <p className="text-sm text-text-muted">Subscribed: {done}</p>}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Subscribe"
        description="Get a mail when a new bill arrives."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Email address" error={error} required>
            <Input
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError('');
              }}
              autoFocus
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="text" color="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Subscribe</Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
