import { AUTH_PATHS, type OkResponse, type RegisterResponse, type ResendResponse } from '@contract/auth';
import type { RegisterBody } from '@contract/auth/schemas';
import { api } from '@/lib/api/client';

export const registerAccount = (body: RegisterBody) => api.post<RegisterResponse>(AUTH_PATHS.register, body);
export const confirmOtp = (email: string, otp: string) =>
  api.post<OkResponse>(AUTH_PATHS.validasi, { email, otp });
export const resendOtp = (email: string) => api.post<ResendResponse>(AUTH_PATHS.kirimulang, { email });
export const requestPasswordReset = (email: string) =>
  api.post<OkResponse>(AUTH_PATHS.forgotPassword, { email });
export const resetPassword = (body: { email: string; otp: string; password: string }) =>
  api.post<OkResponse>(AUTH_PATHS.resetPassword, body);
