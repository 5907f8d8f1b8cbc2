import { atom } from 'jotai';
import type { User } from '@/contract/auth';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The profile of the signed-in user (the whole object GET /profile answers), or null. */
export const userAtom = atom<User | null>(null);

/** 'loading' until the stored token has been checked against GET /profile. */
export const sessionStatusAtom = atom<SessionStatus>('loading');
