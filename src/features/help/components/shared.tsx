import type { ContentIcon, ContentLocale } from '@contract/content';
import {
  FileCheck,
  KeyRound,
  Landmark,
  LifeBuoy,
  type LucideIcon,
  Receipt,
  Search,
  ShieldCheck,
  User,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Input } from '@/components/ui/Input';

// Pieces the content pages share, for the client's pages and the admin's alike.

export const CONTENT_ICON: Record<ContentIcon, LucideIcon> = {
  user: User,
  receipt: Receipt,
  landmark: Landmark,
  'file-check': FileCheck,
  'key-round': KeyRound,
  wallet: Wallet,
  'life-buoy': LifeBuoy,
  'shield-check': ShieldCheck,
};

/** What every shown item says about itself (contract/content/responses.ts `shown`). */
export interface Shown {
  id: number;
  published: boolean;
  locale: ContentLocale;
  fallback: boolean;
}

/** The language of an item's text when it is not the reader's (for the lang attribute). */
export const langOf = (item: Shown) => (item.fallback ? item.locale : undefined);

/** "Not yet in your language": shown where an item's text falls back to another language. */
export function FallbackNote({ item }: { item: Shown }) {
  const { t } = useTranslation();
  if (!item.fallback) return null;
  return (
    <p className="text-xs text-text-muted" data-fallback={item.locale}>
      {t('helpPages.fallback', { language: t(`helpPages.languages.${item.locale}`) })}
    </p>
  );
}

/** The admin's mark on an item clients do not see. */
export function DraftBadge({ item }: { item: Shown }) {
  const { t } = useTranslation();
  return item.published ? null : (
    <Badge color="warning" size="sm">
      {t('helpPages.draft')}
    </Badge>
  );
}

/** A search box in a banner, as the template's FAQ and help centre open. */
export function SearchBanner({
  title,
  subtitle,
  label,
  value,
  onChange,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <Card className="mb-6 bg-primary/10 px-4 py-8 text-center sm:px-8">
      <h1 className="text-2xl font-semibold text-text">{title}</h1>
      <p className="mt-1 text-sm text-text-muted">{subtitle}</p>
      <div className="mx-auto mt-4 max-w-xl">
        <Input
          type="search"
          aria-label={label}
          placeholder={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          start={<Search className="size-4" aria-hidden="true" />}
        />
      </div>
      {children}
    </Card>
  );
}
