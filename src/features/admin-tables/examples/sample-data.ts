// Sample rows the tables showcase shows (fictitious): tax invoices with their PPN (11%).

export interface SampleInvoice {
  nomor: string;
  client: string;
  dpp: number;
  ppn: number;
  status: 'paid' | 'unpaid' | 'overdue';
}

const invoice = (
  nomor: string,
  client: string,
  dpp: number,
  status: SampleInvoice['status'],
): SampleInvoice => ({
  nomor,
  client,
  dpp,
  ppn: Math.round(dpp * 0.11),
  status,
});

export const SAMPLE_INVOICES: SampleInvoice[] = [
  invoice('INV-2026-0001', 'PT Sinar Logistik', 12_500_000, 'paid'),
  invoice('INV-2026-0002', 'CV Maju Bersama', 4_750_000, 'unpaid'),
  invoice('INV-2026-0003', 'PT Cahaya Digital', 27_000_000, 'paid'),
  invoice('INV-2026-0004', 'Budi Santoso', 1_250_000, 'overdue'),
  invoice('INV-2026-0005', 'PT Bumi Agro', 8_900_000, 'unpaid'),
  invoice('INV-2026-0006', 'PT Karya Konstruksi', 54_300_000, 'paid'),
  invoice('INV-2026-0007', 'Dewi Lestari', 2_100_000, 'paid'),
  invoice('INV-2026-0008', 'PT Mitra Farma', 15_600_000, 'overdue'),
  invoice('INV-2026-0009', 'CV Graha Niaga', 6_450_000, 'unpaid'),
  invoice('INV-2026-0010', 'PT Nusa Energi', 33_800_000, 'paid'),
  invoice('INV-2026-0011', 'Hadi Wibowo', 980_000, 'paid'),
  invoice('INV-2026-0012', 'PT Samudra Tekstil', 19_250_000, 'unpaid'),
];

export const STATUS_TONE = { paid: 'success', unpaid: 'warning', overdue: 'error' } as const;
