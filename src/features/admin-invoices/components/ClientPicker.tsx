import type { AdminUserRow } from '@contract/admin';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/Combobox';
import { useClientSearch } from '../api/invoice-app-api';

export type PickedClient = Pick<AdminUserRow, 'id' | 'nama' | 'email'>;

/** A client account, searched on the server by name or email as the admin types. */
export function ClientPicker({
  value,
  onChange,
  invalid,
}: {
  value: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const found = useClientSearch(useDeferredValue(query));
  return (
    <Combobox<PickedClient>
      items={found.data?.users ?? []}
      value={value}
      onChange={onChange}
      onQueryChange={setQuery}
      getLabel={(c) => c.nama}
      getKey={(c) => c.id}
      loading={found.isFetching}
      invalid={invalid}
      className="min-w-48 flex-1"
      placeholder={t('invoiceApp.form.clientPlaceholder')}
      emptyText={t('invoiceApp.form.noClient')}
      renderItem={(c) => (
        <span className="min-w-0">
          <span className="block truncate">{c.nama}</span>
          <bdi dir="ltr" className="block truncate text-xs text-text-muted">
            {c.email}
          </bdi>
        </span>
      )}
    />
  );
}
