// What an issued slip's QR code carries (the print view and the server's PDF draw the same):
// enough to look the slip up and check it was not altered.

export function verificationPayload(s: {
  number: string | null;
  revision: number;
  verificationCode: string | null;
  withholder: { npwp: string | null };
  recipientId: string;
  pph: number;
}): string {
  return [
    'EBUPOT-UNIFIKASI',
    `NO=${s.number ?? ''}`,
    `REV=${s.revision}`,
    `NPWP=${s.withholder.npwp ?? ''}`,
    `PENERIMA=${s.recipientId}`,
    `PPH=${s.pph}`,
    `KODE=${s.verificationCode ?? ''}`,
  ].join(';');
}
