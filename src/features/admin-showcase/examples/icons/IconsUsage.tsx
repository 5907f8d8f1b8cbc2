import { Bell, ReceiptText, Wallet } from 'lucide-react';

// Import each icon by name (never the whole set); decorative icons are aria-hidden, and an
// icon-only button gets its name from aria-label.
export default function IconsUsage() {
  return (
    <div className="flex flex-wrap items-center gap-6 text-text">
      <ReceiptText aria-hidden="true" className="size-6" />
      <Wallet aria-hidden="true" className="size-6 text-primary-dark dark:text-primary-light" />
      <Bell aria-hidden="true" className="size-8" strokeWidth={1.5} />
    </div>
  );
}
