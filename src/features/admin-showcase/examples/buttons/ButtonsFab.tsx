import { Heart, Navigation, Pencil, Plus } from 'lucide-react';
import { Fab } from '@/components/ui/Fab';

export default function ButtonsFab() {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Fab aria-label="Add">
        <Plus aria-hidden="true" className="size-6" />
      </Fab>
      <Fab color="secondary" aria-label="Edit">
        <Pencil aria-hidden="true" className="size-5" />
      </Fab>
      <Fab extended color="info">
        <Navigation aria-hidden="true" className="size-5" />
        Navigate
      </Fab>
      <Fab color="default" aria-label="Like" disabled>
        <Heart aria-hidden="true" className="size-5" />
      </Fab>
    </div>
  );
}
