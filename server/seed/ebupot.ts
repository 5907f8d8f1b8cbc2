import { and, eq } from 'drizzle-orm';
import type { Fasilitas, RecipientType } from '../../contract/ebupot';
import { computeBupot } from '../../contract/ebupot/compute';
import { jakartaDate } from '../../contract/jakarta-time';
import { bupot, bupotAudit, signers, taxObjectCodes } from '../db/schema';
import { ensureTaxObjectCodes } from '../services/ebupot/codes';
import { newVerificationCode, nextBupotNumber } from '../services/ebupot/numbering';
import type { SeedContext } from './context';

// Demo slips: tax object codes from the JSON, then for each demo client a few slips of the
// previous masa (issued, one corrected, one cancelled) and drafts of the current masa.

interface DemoSlip {
  kode: string;
  recipientType: RecipientType;
  /** a NIK not activated as NPWP (default: registered) */
  recipientHasNpwp?: boolean;
  recipientId: string;
  recipientName: string;
  recipientCountry?: string;
  recipientAddress?: string;
  dpp: number;
  fasilitas?: Fasilitas;
  fasilitasNumber?: string;
  status: 'draft' | 'issued' | 'cancelled';
  current?: boolean;
  docNumber: string;
}

const CLIENT_SLIPS: DemoSlip[] = [
  {
    kode: '24-104-01',
    recipientType: 'NPWP',
    recipientId: '0215550123407000',
    recipientName: 'PT Rekayasa Teknik Nusantara',
    dpp: 45_000_000,
    status: 'issued',
    docNumber: 'INV/RTN/2025/0142',
  },
  {
    kode: '24-104-03',
    recipientType: 'NIK',
    recipientHasNpwp: false,
    recipientId: '3174055208900003',
    recipientName: 'Dewi Lestari',
    dpp: 12_500_000,
    status: 'issued',
    docNumber: 'KONTRAK/DL/07',
  },
  {
    kode: '24-100-02',
    recipientType: 'NPWP',
    recipientId: '0736120045062000',
    recipientName: 'CV Alat Berat Sejahtera',
    dpp: 18_750_000,
    status: 'cancelled',
    docNumber: 'SEWA/ABS/0031',
  },
  {
    kode: '28-403-02',
    recipientType: 'NPWP',
    recipientId: '0317770011025000',
    recipientName: 'PT Graha Properti Indah',
    dpp: 120_000_000,
    status: 'issued',
    current: true,
    docNumber: 'SP/GPI/2025/004',
  },
  {
    kode: '27-103-01',
    recipientType: 'FOREIGN',
    recipientId: 'SG-201912345K',
    recipientName: 'Lumina Software Pte Ltd',
    recipientCountry: 'SGP',
    recipientAddress: '1 Raffles Place #20-01, Singapore 048616',
    dpp: 80_000_000,
    fasilitas: 'SKD',
    fasilitasNumber: 'DGT-2025-SG-0098',
    status: 'issued',
    docNumber: 'LIC/LUM/2025/11',
  },
  {
    kode: '24-104-24',
    recipientType: 'NPWP',
    recipientId: '0809991234567000',
    recipientName: 'PT Solusi Data Prima',
    dpp: 27_300_000,
    status: 'draft',
    current: true,
    docNumber: 'INV/SDP/8812',
  },
  {
    kode: '24-104-17',
    recipientType: 'NIK',
    recipientId: '3273014501920002',
    recipientName: 'Rina Kartika',
    dpp: 6_000_000,
    status: 'draft',
    current: true,
    docNumber: 'PKWT/RK/01',
  },
];

const CLIENT2_SLIPS: DemoSlip[] = [
  {
    kode: '24-104-25',
    recipientType: 'NPWP',
    recipientId: '0921230098761000',
    recipientName: 'PT Web Kreatif Mandiri',
    dpp: 9_800_000,
    status: 'issued',
    docNumber: 'INV/WKM/552',
  },
  {
    kode: '22-100-17',
    recipientType: 'NPWP',
    recipientId: '0654320987654000',
    recipientName: 'UD Tani Makmur',
    dpp: 64_000_000,
    status: 'draft',
    current: true,
    docNumber: 'PO/STT/0091',
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

export async function seedEbupot(ctx: SeedContext): Promise<void> {
  await ensureTaxObjectCodes(ctx.db);
  const today = jakartaDate(ctx.now);
  const [y, m] = today.split('-').map(Number);
  const current = { masa: m, tahun: y };
  const previous = m === 1 ? { masa: 12, tahun: y - 1 } : { masa: m - 1, tahun: y };
  for (const [userId, slips] of [
    [ctx.users.client, CLIENT_SLIPS],
    [ctx.users.client2, CLIENT2_SLIPS],
  ] as const) {
    const [signer] = await ctx.db
      .select()
      .from(signers)
      .where(and(eq(signers.userId, userId), eq(signers.isDefault, true)));
    for (const [i, demo] of slips.entries()) {
      const period = demo.current ? current : previous;
      // the previous masa's slips are dated inside it; this masa's drafts today
      const date = demo.current
        ? today
        : `${period.tahun}-${pad(period.masa)}-${pad(Math.min(5 + i * 3, 28))}`;
      const [code] = await ctx.db.select().from(taxObjectCodes).where(eq(taxObjectCodes.code, demo.kode));
      const fasilitas = demo.fasilitas ?? 'N/A';
      const manualRateBp = fasilitas === 'SKD' ? 1000 : null;
      const figures = computeBupot({
        code,
        recipientType: demo.recipientType,
        recipientHasNpwp: demo.recipientHasNpwp ?? true,
        fasilitas,
        manualRateBp,
        dpp: demo.dpp,
      });
      await ctx.db.transaction(async (tx) => {
        const issued = demo.status !== 'draft';
        const issuedAt = new Date(`${date}T03:00:00Z`);
        const [row] = await tx
          .insert(bupot)
          .values({
            userId,
            status: demo.status,
            masa: period.masa,
            tahun: period.tahun,
            recipientType: demo.recipientType,
            recipientHasNpwp: demo.recipientHasNpwp ?? true,
            recipientId: demo.recipientId,
            recipientName: demo.recipientName,
            recipientCountry: demo.recipientCountry ?? null,
            recipientAddress: demo.recipientAddress ?? null,
            kodeObjek: code.code,
            pasal: code.pasal,
            fasilitas,
            fasilitasNumber: demo.fasilitasNumber ?? null,
            manualRateBp,
            dpp: demo.dpp,
            ...figures,
            docType: demo.kode.startsWith('28-403') ? 'Contract' : 'CommercialInvoice',
            docNumber: demo.docNumber,
            docDate: date,
            withholdingDate: date,
            signerId: signer?.id ?? null,
            ...(issued && signer
              ? {
                  signerSnapshot: {
                    id: signer.id,
                    nama: signer.nama,
                    jabatan: signer.jabatan,
                    jenisIdentitas: signer.jenisIdentitas,
                    nomorIdentitas: signer.nomorIdentitas,
                    bertindakSebagai: signer.bertindakSebagai,
                  },
                  number: await nextBupotNumber(tx, userId, Number(date.slice(0, 4))),
                  numberYear: Number(date.slice(0, 4)),
                  issuedAt,
                  verificationCode: newVerificationCode(),
                }
              : {}),
            ...(demo.status === 'cancelled'
              ? { cancelledAt: issuedAt, cancelReason: 'Transaksi dibatalkan oleh penjual' }
              : {}),
            createdBy: userId,
            updatedBy: userId,
            createdAt: issuedAt,
            updatedAt: issuedAt,
          })
          .returning({ id: bupot.id });
        const actions: ('create' | 'issue' | 'cancel')[] = ['create'];
        if (issued) actions.push('issue');
        if (demo.status === 'cancelled') actions.push('cancel');
        await tx.insert(bupotAudit).values(
          actions.map((action) => ({
            bupotId: row.id,
            ownerId: userId,
            actorId: userId,
            action,
            at: issuedAt,
          })),
        );
      });
    }
  }
}
