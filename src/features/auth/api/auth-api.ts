import type { OkResponse, RegisterResponse, ResendResponse } from '@contract/auth';
import { api } from '@/lib/api/client';

// Paths and limits of contract/auth.ts, repeated here without zod (importing any value from
// the contract would bring its schemas, and zod, into these pages). A unit test keeps them equal.
export const AUTH_API = {
  register: '/user',
  validasi: '/validasi',
  kirimulang: '/kirimulang',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword',
} as const;

export const AUTH_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
  resendSeconds: 60,
} as const;

export interface RegisterInput {
  nama: string;
  email: string;
  password: string;
  phone: string;
  npwp?: string;
}

export const registerAccount = (body: RegisterInput) => api.post<RegisterResponse>(AUTH_API.register, body);
export const confirmOtp = (email: string, otp: string) =>
  api.post<OkResponse>(AUTH_API.validasi, { email, otp });
export const resendOtp = (email: string) => api.post<ResendResponse>(AUTH_API.kirimulang, { email });
export const requestPasswordReset = (email: string) =>
  api.post<OkResponse>(AUTH_API.forgotPassword, { email });
export const resetPassword = (body: { email: string; otp: string; password: string }) =>
  api.post<OkResponse>(AUTH_API.resetPassword, body);
