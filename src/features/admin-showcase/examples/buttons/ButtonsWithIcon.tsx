import { Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';

export default function ButtonsWithIcon() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button color="error" variant="outlined" startIcon={<Trash2 aria-hidden="true" className="size-4" />}>
        Delete
      </Button>
      <Button endIcon={<Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}>Send</Button>
    </div>
  );
}
