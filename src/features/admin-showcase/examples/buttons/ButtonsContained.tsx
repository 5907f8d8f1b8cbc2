import { Button } from '@/components/ui/Button';

export default function ButtonsContained() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="contained">Primary</Button>
      <Button variant="contained" color="secondary">
        Secondary
      </Button>
      <Button variant="contained" disabled>
        Disabled
      </Button>
      <Button variant="contained" loading>
        Saving
      </Button>
    </div>
  );
}
