import { Button } from '@/components/ui/Button';
import { TONES } from '@/components/ui/tone';

export default function ButtonsColors() {
  return (
    <div className="space-y-3">
      {(['contained', 'tonal', 'outlined', 'text'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap gap-2">
          {TONES.map((tone) => (
            <Button key={tone} variant={variant} color={tone} size="sm">
              {tone}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
