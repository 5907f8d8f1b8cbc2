import { Bell, Heart, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '@/components/ui/IconButton';

export default function ButtonsIconButtons() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <IconButton aria-label="Delete" color="error">
        <Trash2 aria-hidden="true" className="size-5" />
      </IconButton>
      <IconButton aria-label="Edit" color="primary">
        <Pencil aria-hidden="true" className="size-5" />
      </IconButton>
      <IconButton aria-label="Favourite" color="secondary">
        <Heart aria-hidden="true" className="size-5" />
      </IconButton>
      <IconButton aria-label="Notifications" disabled>
        <Bell aria-hidden="true" className="size-5" />
      </IconButton>
      <IconButton aria-label="Small" size="sm">
        <Pencil aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton aria-label="Large" size="lg">
        <Pencil aria-hidden="true" className="size-6" />
      </IconButton>
    </div>
  );
}
