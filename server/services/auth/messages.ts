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

/**
 * The mail to an account's owner when someone registers with their address (the answer to the
 * registration itself does not say the address is taken). Accounts store no language, so it is
 * Indonesian with English below, like the code mails.
 */
export function registrationAttemptMessage(): { subject: string; text: string } {
  return {
    subject: 'Percobaan pendaftaran dengan email Anda di Portal Pajak',
    text: [
      'Seseorang baru saja mencoba mendaftar di Portal Pajak dengan alamat email ini, yang sudah memiliki akun.',
      'Jika itu Anda, cukup masuk; jika lupa kata sandi, pilih "Lupa kata sandi?" di halaman masuk.',
      'Jika bukan Anda, abaikan email ini: akun Anda tidak berubah.',
      '',
      'Someone just tried to register at Portal Pajak with this email address, which already has an account.',
      'If it was you, simply sign in; if you forgot your password, choose "Forgot password?" on the sign-in page.',
      'If it was not you, ignore this message: your account has not changed.',
    ].join('\n'),
  };
}
