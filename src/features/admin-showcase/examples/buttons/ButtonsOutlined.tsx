import { Button } from '@/components/ui/Button';

export default function ButtonsOutlined() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outlined">Primary</Button>
      <Button variant="outlined" color="secondary">
        Secondary
      </Button>
      <Button variant="outlined" disabled>
        Disabled
      </Button>
      <Button variant="outlined" loading>
        Saving
      </Button>
    </div>
  );
}
