import type { Party } from '@contract/messages';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/Combobox';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useRecipientSearch } from '../api';

type Recipient = Party & { npwp?: string | null };

/** To, Cc or Bcc: chosen people as chips, and a search by name, email or NPWP to add more. */
export function RecipientField({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: Party[];
  onChange: (list: Party[]) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [q, setQ] = useState('');
  const search = useRecipientSearch(q);
  const chosen = new Set(value.map((p) => p.id));
  const items = (search.data?.recipients ?? []).filter((r) => !chosen.has(r.id));
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-divider py-1.5">
      <span id={labelId} className="w-10 shrink-0 text-sm text-text-muted">
        {label}
      </span>
      {value.length > 0 && (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
          {value.map((p) => (
            <li
              key={p.id}
              className="inline-flex items-center gap-1 rounded-full bg-primary/12 py-0.5 ps-2.5 pe-0.5 text-[13px]"
            >
              <span dir="auto">{p.name}</span>
              <button
                type="button"
                aria-label={t('email.removeRecipient', { name: p.name })}
                onClick={() => onChange(value.filter((x) => x.id !== p.id))}
                className={cn(
                  'inline-flex size-5 items-center justify-center rounded-full hover:bg-hover',
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox<Recipient>
        aria-label={t('email.addRecipient', { field: label })}
        className="min-w-48 flex-1"
        items={items}
        value={null}
        invalid={invalid}
        loading={search.isFetching}
        onQueryChange={setQ}
        placeholder={t('email.recipientPlaceholder')}
        emptyText={t('email.noRecipients')}
        getKey={(r) => r.id}
        getLabel={(r) => r.name}
        renderItem={(r) => (
          <span className="flex flex-col">
            <span dir="auto">
              {r.name}
              {!r.client && <span className="ms-2 text-xs text-text-muted">{t('email.staff')}</span>}
            </span>
            <span className="text-xs text-text-muted" dir="ltr">
              {r.email}
              {r.npwp ? ` · ${r.npwp}` : ''}
            </span>
          </span>
        )}
        onChange={(r) => {
          if (r) onChange([...value, { id: r.id, name: r.name, email: r.email, client: r.client }]);
        }}
      />
    </div>
  );
}
