import { Chip } from '@/components/ui/Chip';
import { TONES } from '@/components/ui/tone';

export default function ChipsCustomLight() {
  return (
    <div className="flex flex-wrap gap-2">
      {TONES.map((tone) => (
        <Chip key={tone} label={tone} color={tone} variant="soft" size="sm" shape="rounded" />
      ))}
    </div>
  );
}
