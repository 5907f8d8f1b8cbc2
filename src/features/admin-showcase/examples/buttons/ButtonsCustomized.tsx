import { Button } from '@/components/ui/Button';

export default function ButtonsCustomized() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className="rounded-full px-6">Pill</Button>
      <Button color="info" variant="tonal" className="uppercase tracking-wider">
        Tracking
      </Button>
      <Button
        color="success"
        className="bg-linear-to-r from-[color-mix(in_srgb,var(--c-success)_50%,black)] to-[color-mix(in_srgb,var(--c-info)_45%,black)] shadow-lg"
      >
        Gradient
      </Button>
    </div>
  );
}
