import { Chip } from '@/components/ui/Chip';
import { TONES } from '@/components/ui/tone';

export default function ChipsColors() {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {TONES.map((tone) => (
          <Chip key={tone} label={tone} color={tone} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {TONES.map((tone) => (
          <Chip key={tone} label={tone} color={tone} variant="outlined" />
        ))}
      </div>
    </div>
  );
}
