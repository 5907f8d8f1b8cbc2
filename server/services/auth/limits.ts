import { SlidingWindowLimiter } from '../../lib/rate-limit';

// In-memory limits of the auth endpoints (one server process). Only failures are counted.
const FIFTEEN_MINUTES = 15 * 60_000;

export const limits = {
  /** failed sign-ins for one account (by email) */
  loginPerAccount: new SlidingWindowLimiter(10, FIFTEEN_MINUTES),
  /** failed sign-ins from one address */
  loginPerIp: new SlidingWindowLimiter(50, FIFTEEN_MINUTES),
  /** wrong one-time codes from one address, across accounts (each code also dies after 5) */
  otpPerIp: new SlidingWindowLimiter(30, FIFTEEN_MINUTES),
  /** wrong current passwords on change-password, per user */
  changePasswordPerUser: new SlidingWindowLimiter(10, FIFTEEN_MINUTES),
};
