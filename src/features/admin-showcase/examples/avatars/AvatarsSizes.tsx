import { Avatar } from '@/components/ui/Avatar';

export default function AvatarsSizes() {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar
          key={size}
          size={size}
          name="Rina Wijaya"
          src="/images/avatars/4.svg"
          label={`Rina Wijaya (${size})`}
        />
      ))}
    </div>
  );
}
