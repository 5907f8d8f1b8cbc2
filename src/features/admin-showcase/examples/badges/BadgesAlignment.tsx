import { Mail } from 'lucide-react';
import { CountBadge } from '@/components/ui/CountBadge';

const anchors = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;

export default function BadgesAlignment() {
  return (
    <div className="flex flex-wrap items-center gap-10 px-2 py-3 text-text">
      {anchors.map((anchor) => (
        <CountBadge key={anchor} content={9} anchor={anchor} label={`9, ${anchor}`}>
          <Mail aria-hidden="true" className="size-6" />
        </CountBadge>
      ))}
    </div>
  );
}
