import { Button } from '@/components/ui/Button';
import { ButtonGroup } from '@/components/ui/ButtonGroup';

export default function GroupSizes() {
  return (
    <div className="flex flex-col items-start gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ButtonGroup key={size} label={`Size ${size}`}>
          <Button variant="outlined" size={size}>
            One
          </Button>
          <Button variant="outlined" size={size}>
            Two
          </Button>
          <Button variant="outlined" size={size}>
            Three
          </Button>
        </ButtonGroup>
      ))}
    </div>
  );
}
