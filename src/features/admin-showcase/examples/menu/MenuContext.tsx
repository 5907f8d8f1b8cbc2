import { Copy, Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import { ContextMenu } from '@/components/ui/ContextMenu';

export default function MenuContext() {
  const [last, setLast] = useState('');
  return (
    <div className="space-y-2">
      <ContextMenu
        label="Document preview (right-click or Shift+F10 for its menu)"
        menuLabel="Document actions"
        items={[
          { key: 'copy', label: 'Copy', icon: <Copy className="size-4" />, onSelect: () => setLast('Copy') },
          {
            key: 'print',
            label: 'Print',
            icon: <Printer className="size-4" />,
            onSelect: () => setLast('Print'),
          },
          {
            key: 'share',
            label: 'Share',
            icon: <Share2 className="size-4" />,
            onSelect: () => setLast('Share'),
          },
        ]}
        className="rounded border border-dashed border-divider p-5 text-sm text-text-muted"
      >
        Right-click here, or focus this area and press Shift+F10, to open its context menu. Lorem ipsum dolor
        sit amet, consectetur adipiscing elit.
      </ContextMenu>
      <p className="text-sm text-text-muted" aria-live="polite">
        {last && `Chosen: ${last}`}
      </p>
    </div>
  );
}
