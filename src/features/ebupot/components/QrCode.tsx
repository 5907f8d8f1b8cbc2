import { QrCode as KitQrCode } from '@/components/ui/QrCode';

export { qrPath } from '@/components/ui/QrCode';

/** The slip's QR code (the kit's, under the test id the slip's tests look for). */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  return <KitQrCode text={text} label={label} className={className} data-testid="bupot-qr" />;
}

/** What the slip's QR code carries: enough to look the slip up and check it was not altered. */
export function verificationPayload(s: {
  number: string | null;
  revision: number;
  verificationCode: string | null;
  withholderNpwp: string | null;
  recipientId: string;
  pph: number;
}): string {
  return [
    'EBUPOT-UNIFIKASI',
    `NO=${s.number ?? ''}`,
    `REV=${s.revision}`,
    `NPWP=${s.withholderNpwp ?? ''}`,
    `PENERIMA=${s.recipientId}`,
    `PPH=${s.pph}`,
    `KODE=${s.verificationCode ?? ''}`,
  ].join(';');
}
