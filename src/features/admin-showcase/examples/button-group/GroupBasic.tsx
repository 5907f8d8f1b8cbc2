import { Button } from '@/components/ui/Button';
import { ButtonGroup } from '@/components/ui/ButtonGroup';

export default function GroupBasic() {
  return (
    <div className="flex flex-col items-start gap-3">
      <ButtonGroup label="Period, contained" divided>
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
      <ButtonGroup label="Period, outlined">
        <Button variant="outlined">Day</Button>
        <Button variant="outlined">Week</Button>
        <Button variant="outlined">Month</Button>
      </ButtonGroup>
      <ButtonGroup label="Period, text">
        <Button variant="text">Day</Button>
        <Button variant="text">Week</Button>
        <Button variant="text">Month</Button>
      </ButtonGroup>
    </div>
  );
}
