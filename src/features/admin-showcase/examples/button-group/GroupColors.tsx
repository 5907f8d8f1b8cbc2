import { Button } from '@/components/ui/Button';
import { ButtonGroup } from '@/components/ui/ButtonGroup';
import { TONES } from '@/components/ui/tone';

export default function GroupColors() {
  return (
    <div className="flex flex-col items-start gap-3">
      {TONES.map((tone) => (
        <ButtonGroup key={tone} label={tone}>
          <Button variant="outlined" color={tone} size="sm">
            Left
          </Button>
          <Button variant="outlined" color={tone} size="sm">
            Middle
          </Button>
          <Button variant="outlined" color={tone} size="sm">
            Right
          </Button>
        </ButtonGroup>
      ))}
    </div>
  );
}
