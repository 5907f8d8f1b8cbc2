import { CountBadge } from '@/components/ui/CountBadge';

export default function BadgesOverlap() {
  return (
    <div className="flex flex-wrap items-center gap-8">
      <CountBadge content={5} color="error">
        <span className="block size-10 rounded bg-primary/40" />
      </CountBadge>
      <CountBadge dot color="error">
        <span className="block size-10 rounded bg-primary/40" />
      </CountBadge>
      <CountBadge content={5} color="error" overlap="circular">
        <span className="block size-10 rounded-full bg-primary/40" />
      </CountBadge>
      <CountBadge dot color="error" overlap="circular">
        <span className="block size-10 rounded-full bg-primary/40" />
      </CountBadge>
    </div>
  );
}
