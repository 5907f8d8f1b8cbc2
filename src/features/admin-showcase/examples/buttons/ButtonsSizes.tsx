import { Button } from '@/components/ui/Button';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ButtonsSizes() {
  return (
    <div className="space-y-3">
      {(['text', 'outlined', 'contained'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size === 'sm' ? 'Small' : size === 'md' ? 'Medium' : 'Large'}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
