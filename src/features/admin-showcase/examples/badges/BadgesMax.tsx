import { Mail } from 'lucide-react';
import { CountBadge } from '@/components/ui/CountBadge';

export default function BadgesMax() {
  return (
    <div className="flex flex-wrap items-center gap-10 px-2 py-3 text-text">
      <CountBadge content={99} label="99 messages">
        <Mail aria-hidden="true" className="size-6" />
      </CountBadge>
      <CountBadge content={100} label="more than 99 messages">
        <Mail aria-hidden="true" className="size-6" />
      </CountBadge>
      <CountBadge content={1000} max={999} label="more than 999 messages">
        <Mail aria-hidden="true" className="size-6" />
      </CountBadge>
    </div>
  );
}
