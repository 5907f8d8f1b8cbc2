// What other features may use of the client's bills.
export { InvoiceStatusBadge } from './components/InvoiceStatusBadge';
