import { routePath } from '../../contract/routes';
import { searchSlips } from '../services/ebupot/slip-queries';
import type { SearchProvider } from './types';

// Ctrl+/ finds slips by number, recipient NPWP/NIK/TIN or name, under 'transaksi'.
export const ebupotSearch: SearchProvider = async ({ db, user, q }) => {
  if (!q) return [];
  const rows = await searchSlips(db, user, q, 4);
  return rows.map((r) => ({
    id: `bupot-${r.id}`,
    url: routePath('ebupotView', { id: r.id }),
    icon: 'receipt-text',
    // The revision goes with the status, translated like the list's ('C1' in English).
    title: `${r.number ? `Bupot ${r.number}` : `Draft E-Bupot ${r.masa}/${r.tahun}`} · ${r.recipientName}`,
    type: 'transaksi' as const,
    status: { of: 'slip' as const, code: r.status, revision: r.revision },
  }));
};
