// Public entry of the payments feature: other features use only what is exported here.
// The pay dialog (with its VA panel) is lazy so pages that offer "Pay" stay light until it opens.
import { lazy } from 'react';

export const PayDialog = lazy(() => import('./components/PayDialog'));
export { downloadCsv, downloadFile } from './api/download';
export type { PayableInvoice, PayDialogProps } from './components/PayDialog';
export { PaymentStatusBadge } from './components/PaymentStatusBadge';
