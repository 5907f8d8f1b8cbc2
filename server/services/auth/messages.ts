import { OTP_TTL_MINUTES } from '../../../contract/auth';
import type { OtpPurpose } from '../../db/schema';

// Texts of the mails carrying one-time codes (Indonesian first, English below).
const subjects: Record<OtpPurpose, string> = {
  register: 'Kode verifikasi pendaftaran Portal Pajak',
  reset: 'Kode atur ulang kata sandi Portal Pajak',
  email_change: 'Kode konfirmasi email baru Portal Pajak',
};
const purposes: Record<OtpPurpose, [string, string]> = {
  register: ['menyelesaikan pendaftaran', 'finish your registration'],
  reset: ['mengatur ulang kata sandi', 'reset your password'],
  email_change: ['mengonfirmasi alamat email baru', 'confirm your new email address'],
};

export function otpMessage(purpose: OtpPurpose, code: string): { subject: string; text: string } {
  const [id, en] = purposes[purpose];
  return {
    subject: subjects[purpose],
    text: [
      `Kode Anda untuk ${id}: ${code}`,
      `Berlaku ${OTP_TTL_MINUTES} menit. Jangan berikan kode ini kepada siapa pun.`,
      '',
      `Your code to ${en}: ${code}`,
      `Valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
    ].join('\n'),
  };
}
