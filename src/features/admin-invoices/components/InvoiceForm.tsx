import type { AdminInvoiceBody } from '@contract/admin/invoice-schemas';
import type { AdminInvoiceDetail } from '@contract/admin/invoices';
import { adminPath } from '@contract/routes/admin';
import { Save, Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { AddUserDrawer } from '@/features/admin-users';
import { useAbility } from '@/lib/acl';
import { ApiError } from '@/lib/api/errors';
import { useApiErrorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { toast } from '@/lib/toast';
import { createInvoice, updateInvoice, useRefreshInvoices } from '../api/invoice-app-api';
import { billTotals, type DraftLine } from '../utils/totals';
import { ClientPicker, type PickedClient } from './ClientPicker';
import { emptyLine, LineItemsEditor } from './LineItemsEditor';

/** Thirty days from today, the form's first due date. */
const inThirtyDays = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Add and Edit: the client, the lines with their totals, the due date and a note; save as draft or send. */
export default function InvoiceForm({ bill }: { bill?: AdminInvoiceDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const refresh = useRefreshInvoices();
  const errorText = useApiErrorMessage();
  const [client, setClient] = useState<PickedClient | null>(
    bill ? { id: bill.client.id, nama: bill.client.nama, email: bill.client.email } : null,
  );
  const [lines, setLines] = useState<DraftLine[]>(bill?.details ?? [emptyLine()]);
  const [due, setDue] = useState(bill?.jatuh_tempo ?? inThirtyDays());
  const [note, setNote] = useState(bill?.catatan ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [inviting, setInviting] = useState(false);
  const totals = billTotals(lines);

  const check = () => {
    const found: Record<string, string> = {};
    if (!client) found.client_id = t('invoiceApp.form.clientRequired');
    lines.forEach((l, i) => {
      if (!l.deskripsi.trim()) found[`details.${i}.deskripsi`] = t('invoiceApp.form.descriptionRequired');
      if (!l.harga_satuan || Number.isNaN(l.harga_satuan))
        found[`details.${i}.harga_satuan`] = t('invoiceApp.form.priceRequired');
    });
    return found;
  };

  const save = async (send: boolean) => {
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length || !client) return;
    const body: AdminInvoiceBody = {
      client_id: client.id,
      jatuh_tempo: due,
      catatan: note.trim() || undefined,
      details: lines.map((l) => ({
        deskripsi: l.deskripsi.trim(),
        qty: l.qty,
        harga_satuan: l.harga_satuan ?? 0,
        diskon: l.diskon ?? 0,
      })),
      send,
    };
    setBusy(true);
    try {
      const { invoice } = bill ? await updateInvoice(bill.id, body) : await createInvoice(body);
      await refresh();
      toast.success(t(send ? 'invoiceApp.form.sent' : 'invoiceApp.form.saved', { nomor: invoice.nomor }));
      navigate(adminPath('invoiceAppPreview', { id: invoice.id }));
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      {failure && <Alert severity="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField label={t('invoiceApp.form.client')} required error={errors.client_id} className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <ClientPicker value={client} onChange={setClient} invalid={Boolean(errors.client_id)} />
            {ability.can('create', 'users') && (
              <Button variant="outlined" onClick={() => setInviting(true)}>
                <UserPlus className="size-4" aria-hidden="true" />
                {t('invoiceApp.form.addCustomer')}
              </Button>
            )}
          </div>
        </FormField>
        <FormField
          label={t('invoiceApp.form.dueDate')}
          required
          error={errors.jatuh_tempo}
          className="min-w-0"
        >
          <DateInput value={due} onChange={(e) => setDue(e.target.value)} required />
        </FormField>
      </div>
      <LineItemsEditor lines={lines} onChange={setLines} errors={errors} />
      <dl className="ms-auto grid w-full max-w-xs grid-cols-2 gap-y-1 tabular-nums">
        <dt>{t('invoiceApp.totals.dpp')}</dt>
        <dd className="text-end" data-total="dpp">
          <bdi dir="ltr">{formatRupiah(totals.dpp)}</bdi>
        </dd>
        <dt>{t('invoiceApp.totals.ppn')}</dt>
        <dd className="text-end" data-total="ppn">
          <bdi dir="ltr">{formatRupiah(totals.ppn)}</bdi>
        </dd>
        <dt className="font-semibold">{t('invoiceApp.totals.total')}</dt>
        <dd className="text-end font-semibold" data-total="total">
          <bdi dir="ltr">{formatRupiah(totals.total)}</bdi>
        </dd>
      </dl>
      <FormField label={t('invoiceApp.form.note')} error={errors.catatan}>
        <Textarea value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outlined" disabled={busy} onClick={() => save(false)}>
          <Save className="size-4" aria-hidden="true" />
          {t('invoiceApp.form.saveDraft')}
        </Button>
        {ability.can('update', 'invoices') && (
          <Button disabled={busy} onClick={() => save(true)}>
            <Send className="size-4" aria-hidden="true" />
            {t('invoiceApp.form.send')}
          </Button>
        )}
      </div>
      <AddUserDrawer open={inviting} onClose={() => setInviting(false)} />
    </Card>
  );
}
