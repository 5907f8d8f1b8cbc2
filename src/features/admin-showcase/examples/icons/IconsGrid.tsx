import { type LucideIcon, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/Input';
import { Tooltip } from '@/components/ui/Tooltip';
import { focusRing } from '@/components/ui/tone';
import { toast } from '@/lib/toast';
import * as PORTAL_ICONS from '../../data/portal-icons';

const icons: Record<string, LucideIcon> = PORTAL_ICONS;
const names = Object.keys(icons);

export default function IconsGrid() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const shown = names.filter((n) => n.toLowerCase().includes(deferred));
  const copy = (name: string) =>
    navigator.clipboard.writeText(name).then(
      () => toast.success(t('showcase.icons.copied', { name })),
      () => toast.error(t('showcase.copyFailed')),
    );
  return (
    <div className="space-y-4">
      <Input
        type="search"
        aria-label={t('showcase.icons.search')}
        placeholder={t('showcase.icons.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        start={<Search aria-hidden="true" className="size-4" />}
        className="max-w-sm"
      />
      <p className="text-sm text-text-muted" aria-live="polite">
        {t('showcase.icons.count', { count: shown.length })}
      </p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] gap-2">
        {shown.map((name) => {
          const Icon = icons[name];
          return (
            <li key={name} className="flex justify-center">
              <Tooltip content={name}>
                <button
                  type="button"
                  aria-label={t('showcase.icons.copy', { name })}
                  onClick={() => copy(name)}
                  className={`flex size-12 items-center justify-center rounded text-text hover:bg-primary/10 ${focusRing}`}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </button>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
