import { Avatar, AvatarGroup } from '@/components/ui/Avatar';
import { Tooltip } from '@/components/ui/Tooltip';

const people = ['Rina Wijaya', 'Budi Santoso', 'Sari Lestari', 'Agus Pratama', 'Dewi Kusuma', 'Tono Hartono'];

export default function AvatarsGrouped() {
  return (
    <div className="space-y-5">
      <AvatarGroup label="Tax team" max={4}>
        {people.map((name, i) => (
          <Avatar key={name} name={name} src={`/images/avatars/${i + 1}.svg`} label={name} />
        ))}
      </AvatarGroup>
      <AvatarGroup label="Reviewers, with names on hover and focus">
        {people.slice(0, 4).map((name, i) => (
          <Tooltip key={name} content={name}>
            <button
              type="button"
              aria-label={name}
              className="flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <Avatar name={name} src={`/images/avatars/${i + 2}.svg`} />
            </button>
          </Tooltip>
        ))}
      </AvatarGroup>
      <AvatarGroup label="Finance team" total={12} max={5} size="sm">
        {people.map((name, i) => (
          <Avatar
            key={name}
            size="sm"
            name={name}
            color={(['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const)[i]}
            label={name}
          />
        ))}
      </AvatarGroup>
    </div>
  );
}
