import { SIGNER_LIMIT, type Signer } from '@contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { InLanguage } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DataGrid } from '@/components/ui/DataGrid';
import type { MenuEntry } from '@/components/ui/DropdownMenu';
import { EmptyState } from '@/components/ui/EmptyState';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDate, formatNik, formatNpwp } from '@/lib/format';
import { downloadSuratKuasa, invalidateSigners, updateSigner, useSigners } from '../api/settings-api';
import { SignerDialog } from './SignerDialog';
import { idTypeKey, roleKey, scopeKey } from './signer-labels';

type StatusFilter = 'all' | 'active' | 'inactive';
const col = createGridColumnHelper<Signer>();
const EMPTY: Signer[] = [];

export function SignersTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apiErrorMessage = useApiErrorMessage();
  const list = useSigners();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  /** undefined: closed; null: a new signer */
  const [editing, setEditing] = useState<Signer | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<Signer | null>(null);
  const columns = useSignerColumns();

  const all = list.data?.allData ?? EMPTY;
  const rows = useMemo(
    () => (status === 'all' ? all : all.filter((s) => s.active === (status === 'active'))),
    [all, status],
  );
  const atLimit = all.length >= SIGNER_LIMIT;

  const change = async (signer: Signer, patch: { active?: boolean; is_default?: boolean }, done: string) => {
    try {
      await updateSigner(signer.id, patch);
      toast.success(t(done, { name: signer.nama }));
    } catch (err) {
      throw new Error(apiErrorMessage(err));
    } finally {
      await invalidateSigners(queryClient);
    }
  };

  const rowActions = (s: Signer): MenuEntry[] => [
    { key: 'edit', label: t('settings.signers.actions.edit'), onSelect: () => setEditing(s) },
    ...(s.active && !s.is_default
      ? [
          {
            key: 'default',
            label: t('settings.signers.actions.makeDefault'),
            onSelect: () =>
              void change(s, { is_default: true }, 'settings.signers.defaultSet').catch((e: Error) =>
                toast.error(e.message),
              ),
          },
          {
            key: 'deactivate',
            label: t('settings.signers.actions.deactivate'),
            danger: true,
            onSelect: () => setDeactivating(s),
          },
        ]
      : []),
    ...(!s.active
      ? [
          {
            key: 'activate',
            label: t('settings.signers.actions.activate'),
            onSelect: () =>
              void change(s, { active: true }, 'settings.signers.activated').catch((e: Error) =>
                toast.error(e.message),
              ),
          },
        ]
      : []),
  ];

  const toolbar = (
    <>
      <Input
        type="search"
        aria-label={t('settings.signers.search')}
        placeholder={t('settings.signers.search')}
        start={<Search aria-hidden="true" className="size-4" />}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="w-full sm:w-64"
      />
      <Select
        aria-label={t('settings.signers.statusFilter')}
        value={status}
        onChange={(e) => setStatus(e.target.value as StatusFilter)}
        className="w-full sm:w-44"
        options={(['all', 'active', 'inactive'] as const).map((v) => ({
          value: v,
          label: t(`settings.signers.filter.${v}`),
        }))}
      />
    </>
  );

  return (
    <Card>
      <CardHeader
        title={t('settings.signers.title')}
        subtitle={t('settings.signers.count', { n: all.length, max: SIGNER_LIMIT })}
        action={
          <Button
            startIcon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setEditing(null)}
            disabled={atLimit || list.isPending}
          >
            {t('settings.signers.add')}
          </Button>
        }
      />
      <div className="grid gap-3 px-5">
        <Alert severity="info">{t('settings.signers.rules')}</Alert>
        {atLimit && (
          <Alert severity="warning">{t('settings.signers.limitReached', { max: SIGNER_LIMIT })}</Alert>
        )}
      </div>
      <DataGrid
        label={t('settings.signers.title')}
        columns={columns}
        data={rows}
        rowId="id"
        globalFilter={search}
        toolbar={toolbar}
        columnMenu={false}
        rowActions={rowActions}
        rowLabel={(s) => s.nama}
        loading={list.isFetching}
        error={list.isError && !list.data ? apiErrorMessage(list.error) : undefined}
        onRetry={() => list.refetch()}
        empty={
          <EmptyState
            title={t(all.length ? 'settings.signers.noMatch' : 'settings.signers.empty')}
            description={all.length ? undefined : t('settings.signers.emptyHint')}
          />
        }
      />
      {editing !== undefined && <SignerDialog signer={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('settings.signers.deactivateTitle', { name: deactivating?.nama ?? '' })}
        message={t('settings.signers.deactivateText')}
        confirmLabel={t('settings.signers.actions.deactivate')}
        color="error"
        onConfirm={() =>
          deactivating ? change(deactivating, { active: false }, 'settings.signers.deactivated') : undefined
        }
      />
    </Card>
  );
}

function useSignerColumns() {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const lng = i18n.language;
  return useMemo(
    () =>
      col.columns([
        col.accessor('nama', {
          header: t('settings.signers.fields.nama'),
          meta: { label: t('settings.signers.fields.nama'), minWidth: 170, nowrap: false },
          cell: (c) => (
            <span className="flex flex-col leading-tight">
              <span className="font-medium">{c.getValue()}</span>
              <span className="text-xs text-text-muted">{c.row.original.jabatan}</span>
            </span>
          ),
        }),
        col.accessor('bertindak_sebagai', {
          header: t('settings.signers.fields.role'),
          meta: { label: t('settings.signers.fields.role'), minWidth: 120 },
          cell: (c) => t(roleKey(c.getValue())),
        }),
        col.accessor('nomor_identitas', {
          header: t('settings.signers.fields.identity'),
          meta: { label: t('settings.signers.fields.identity'), minWidth: 170 },
          enableSorting: false,
          cell: (c) => {
            const s = c.row.original;
            return (
              <span className="flex flex-col leading-tight">
                <span className="text-xs text-text-muted">{t(idTypeKey(s.jenis_identitas))}</span>
                <span dir="ltr" className="tabular-nums">
                  {s.jenis_identitas === 'NIK' ? formatNik(s.nomor_identitas) : formatNpwp(s.nomor_identitas)}
                </span>
              </span>
            );
          },
        }),
        col.accessor('scope', {
          header: t('settings.signers.fields.scope'),
          meta: { label: t('settings.signers.fields.scope'), minWidth: 120, nowrap: false },
          cell: (c) => t(scopeKey(c.getValue())),
        }),
        col.accessor('active', {
          header: t('settings.signers.fields.status'),
          meta: { label: t('settings.signers.fields.status'), minWidth: 140 },
          cell: (c) => (
            <span className="flex flex-wrap gap-1">
              <Badge color={c.getValue() ? 'success' : 'secondary'} size="sm">
                {t(c.getValue() ? 'settings.signers.active' : 'settings.signers.inactive')}
              </Badge>
              {c.row.original.is_default && (
                <Badge color="primary" size="sm">
                  {t('settings.signers.default')}
                </Badge>
              )}
            </span>
          ),
        }),
        col.display({
          id: 'surat_kuasa',
          header: t('settings.signers.fields.kuasa'),
          meta: { label: t('settings.signers.fields.kuasa'), minWidth: 150 },
          cell: (c) => {
            const s = c.row.original;
            if (!s.surat_kuasa_file) return <span className="text-text-muted">—</span>;
            return (
              <span className="flex flex-col items-start leading-tight">
                <Button
                  size="sm"
                  variant="text"
                  className="-ms-3"
                  startIcon={<Download aria-hidden="true" className="size-4" />}
                  aria-label={t('settings.signers.download', { name: s.nama })}
                  onClick={() =>
                    downloadSuratKuasa(s.id, s.surat_kuasa_file!.name).catch((err) =>
                      toast.error(apiErrorMessage(err)),
                    )
                  }
                >
                  {s.surat_kuasa_nomor ?? s.surat_kuasa_file.name}
                </Button>
                {s.surat_kuasa_tanggal && (
                  <span className="text-xs text-text-muted">
                    <InLanguage>{formatDate(s.surat_kuasa_tanggal, lng)}</InLanguage>
                  </span>
                )}
              </span>
            );
          },
        }),
      ]),
    [t, lng, apiErrorMessage],
  );
}
