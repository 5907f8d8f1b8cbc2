import { SlidingWindowLimiter } from '../../lib/rate-limit';

// Limits of the auth endpoints, counted in c.get('rateLimits') (shared by every server process
// on PostgreSQL). A slot is taken before each attempt and given back when it succeeds, so only
// failures count and concurrent attempts cannot all pass the last slot.
const FIFTEEN_MINUTES = 15 * 60_000;

export const limits = {
  /** failed sign-ins for one account (by email) */
  loginPerAccount: new SlidingWindowLimiter('login_account', 10, FIFTEEN_MINUTES),
  /** failed sign-ins from one address */
  loginPerIp: new SlidingWindowLimiter('login_ip', 50, FIFTEEN_MINUTES),
  /** wrong one-time codes from one address, across accounts (each code also dies after 5) */
  otpPerIp: new SlidingWindowLimiter('otp_ip', 30, FIFTEEN_MINUTES),
  /** wrong current passwords on change-password, per user */
  changePasswordPerUser: new SlidingWindowLimiter('change_password_user', 10, FIFTEEN_MINUTES),
};
