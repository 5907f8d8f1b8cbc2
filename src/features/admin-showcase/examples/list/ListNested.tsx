import { ChevronDown, FileText, Folder, Receipt } from 'lucide-react';
import { useId, useState } from 'react';
import { List, ListItemButton } from '@/components/ui/List';

export default function ListNested() {
  const [open, setOpen] = useState(true);
  const nestedId = useId();
  return (
    <List aria-label="Documents" className="-mx-5">
      <ListItemButton start={<FileText aria-hidden="true" />} primary="Invoices" />
      <ListItemButton
        start={<Folder aria-hidden="true" />}
        primary="Tax returns"
        expanded={open}
        controls={nestedId}
        onClick={() => setOpen((v) => !v)}
        end={<ChevronDown aria-hidden="true" className={open ? 'size-5 rotate-180' : 'size-5'} />}
      >
        <div id={nestedId} hidden={!open}>
          <List aria-label="Tax returns" className="py-0">
            <ListItemButton
              inset
              className="ps-14"
              start={<Receipt aria-hidden="true" />}
              primary="2025 annual return"
            />
            <ListItemButton
              inset
              className="ps-14"
              start={<Receipt aria-hidden="true" />}
              primary="2024 annual return"
            />
          </List>
        </div>
      </ListItemButton>
    </List>
  );
}
