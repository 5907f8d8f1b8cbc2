import { Button } from '@/components/ui/Button';
import { ButtonGroup } from '@/components/ui/ButtonGroup';

export default function GroupVertical() {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <ButtonGroup label="Vertical, contained" orientation="vertical" divided>
        <Button>One</Button>
        <Button>Two</Button>
        <Button>Three</Button>
      </ButtonGroup>
      <ButtonGroup label="Vertical, outlined" orientation="vertical">
        <Button variant="outlined">One</Button>
        <Button variant="outlined">Two</Button>
        <Button variant="outlined">Three</Button>
      </ButtonGroup>
    </div>
  );
}
