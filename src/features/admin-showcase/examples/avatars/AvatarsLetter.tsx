import { Avatar } from '@/components/ui/Avatar';

export default function AvatarsLetter() {
  return (
    <div className="flex flex-wrap gap-4">
      <Avatar name="Hadi" label="Hadi" />
      <Avatar name="Nur Aini" color="success" label="Nur Aini" />
      <Avatar name="Ops Team" color="warning" skin="filled" label="Ops Team" />
    </div>
  );
}
