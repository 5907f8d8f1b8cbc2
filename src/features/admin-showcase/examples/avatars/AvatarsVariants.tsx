import { User } from 'lucide-react';
import { Avatar } from '@/components/ui/Avatar';
import { TONES } from '@/components/ui/tone';

export default function AvatarsVariants() {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <Avatar name="Circular" variant="circular" color="primary" label="Circular" />
        <Avatar name="Rounded" variant="rounded" color="primary" label="Rounded" />
        <Avatar name="Square" variant="square" color="primary" label="Square" />
      </div>
      <div className="flex flex-wrap gap-4">
        {TONES.map((tone) => (
          <Avatar key={tone} name="" variant="rounded" color={tone} label={tone}>
            <User aria-hidden="true" />
          </Avatar>
        ))}
      </div>
      <div className="flex flex-wrap gap-4">
        {TONES.map((tone) => (
          <Avatar key={tone} name={tone} variant="rounded" color={tone} skin="filled" label={tone} />
        ))}
      </div>
    </div>
  );
}
