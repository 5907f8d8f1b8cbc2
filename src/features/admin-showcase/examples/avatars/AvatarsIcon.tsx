import { FileText, Folder, Wallet } from 'lucide-react';
import { Avatar } from '@/components/ui/Avatar';

export default function AvatarsIcon() {
  return (
    <div className="flex flex-wrap gap-4">
      <Avatar name="" color="primary" label="Folder">
        <Folder aria-hidden="true" />
      </Avatar>
      <Avatar name="" color="success" label="Wallet">
        <Wallet aria-hidden="true" />
      </Avatar>
      <Avatar name="" color="info" skin="filled" label="Document">
        <FileText aria-hidden="true" />
      </Avatar>
    </div>
  );
}
