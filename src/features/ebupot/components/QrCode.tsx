import { QrCode as KitQrCode } from '@/components/ui/QrCode';

export { verificationPayload } from '@contract/ebupot/verification';
export { qrPath } from '@/components/ui/QrCode';

/** The slip's QR code (the kit's, under the test id the slip's tests look for). */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  return <KitQrCode text={text} label={label} className={className} data-testid="bupot-qr" />;
}
