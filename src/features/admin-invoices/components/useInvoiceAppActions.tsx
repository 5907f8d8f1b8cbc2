import type { AdminInvoiceRow } from '@contract/admin/invoices';
import { adminPath } from '@contract/routes/admin';
import { Ban, Eye, Pencil, Send } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type RowAction, rowMenu } from '@/components/list-page/row-menu';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useAbility } from '@/lib/acl';
import { cancelInvoice, sendInvoice, useRefreshInvoices } from '../api/invoice-app-api';

/** Whether a bill can still be cancelled: nothing paid, not cancelled (the server checks too). */
export const cancellable = (r: Pick<AdminInvoiceRow, 'status' | 'paid_amount'>) =>
  r.paid_amount === 0 && r.status !== 'PAID' && r.status !== 'CANCELLED';

/** The actions on a bill, each offered only when the caller may and the bill's state allows it. */
export function useInvoiceAppActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const refresh = useRefreshInvoices();
  const [ask, dialog] = useConfirmAction();
  const canUpdate = ability.can('update', 'invoices');

  const confirmSend = useCallback(
    (r: Pick<AdminInvoiceRow, 'id' | 'nomor' | 'client_nama'>) =>
      ask('invoiceApp.confirmSend', { nomor: r.nomor, client: r.client_nama }, () =>
        sendInvoice(r.id).then(refresh),
      ),
    [ask, refresh],
  );
  const confirmCancel = useCallback(
    (r: Pick<AdminInvoiceRow, 'id' | 'nomor'>) =>
      ask('invoiceApp.confirmCancel', { nomor: r.nomor }, () => cancelInvoice(r.id).then(refresh)),
    [ask, refresh],
  );

  const menuOf = useCallback(
    (r: AdminInvoiceRow) =>
      rowMenu(t, 'invoiceApp.actions', [
        { key: 'preview', icon: Eye, onSelect: () => navigate(adminPath('invoiceAppPreview', { id: r.id })) },
        {
          key: 'edit',
          icon: Pencil,
          when: canUpdate && r.status === 'DRAFT',
          onSelect: () => navigate(adminPath('invoiceAppEdit', { id: r.id })),
        },
        { key: 'send', icon: Send, when: canUpdate && r.status === 'DRAFT', onSelect: () => confirmSend(r) },
        {
          key: 'cancel',
          icon: Ban,
          danger: true,
          when: canUpdate && cancellable(r),
          onSelect: () => confirmCancel(r),
        },
      ] satisfies RowAction[]),
    [t, navigate, canUpdate, confirmSend, confirmCancel],
  );

  return { menuOf, confirmSend, confirmCancel, dialog };
}
