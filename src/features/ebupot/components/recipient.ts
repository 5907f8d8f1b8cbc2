import { formatNik, formatNpwp } from '@/lib/format';

/** NPWP / NIK grouped for reading; a foreign TIN as typed. */
export function formatRecipientId(type: string, id: string): string {
  if (type === 'NPWP') return formatNpwp(id);
  if (type === 'NIK') return formatNik(id);
  return id;
}

/** "2.64" → "2,64 %" style in the interface language (Latin digits). */
export function formatRate(bp: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100)} %`;
}
