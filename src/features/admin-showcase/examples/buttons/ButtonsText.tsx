import { Button } from '@/components/ui/Button';

export default function ButtonsText() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="text">Primary</Button>
      <Button variant="text" color="secondary">
        Secondary
      </Button>
      <Button variant="text" disabled>
        Disabled
      </Button>
      <Button variant="text" loading>
        Saving
      </Button>
    </div>
  );
}
