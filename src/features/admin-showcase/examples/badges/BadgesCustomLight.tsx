import { Badge } from '@/components/ui/Badge';
import { TONES } from '@/components/ui/tone';

export default function BadgesCustomLight() {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {TONES.map((tone) => (
          <Badge key={tone} color={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        {TONES.map((tone) => (
          <Badge key={tone} color={tone} variant="solid" size="sm">
            {tone}
          </Badge>
        ))}
      </div>
    </div>
  );
}
