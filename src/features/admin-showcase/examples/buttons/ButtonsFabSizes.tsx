import { Plus } from 'lucide-react';
import { Fab } from '@/components/ui/Fab';

export default function ButtonsFabSizes() {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Fab key={size} size={size} aria-label={`Add (${size})`}>
            <Plus aria-hidden="true" className="size-5" />
          </Fab>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Fab key={size} size={size} extended color="success">
            <Plus aria-hidden="true" className="size-4" />
            Extended
          </Fab>
        ))}
      </div>
    </div>
  );
}
