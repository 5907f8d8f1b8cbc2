import type { User } from '@contract/auth';
import { atom } from 'jotai';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The profile of the signed-in user (the whole object GET /profile answers), or null. */
export const userAtom = atom<User | null>(null);

/**
 * True after the user signed out on purpose (until the next sign-in): the guards then send them
 * to plain /login rather than back to the page they left.
 */
export const signedOutAtom = atom(false);

/** 'loading' until the stored token has been checked against GET /profile. */
export const sessionStatusAtom = atom<SessionStatus>('loading');

/**
 * True while the stored profile stands in for the start-up check's answer (the check has neither
 * answered nor failed yet). Pages may open on it; a choice made from the role alone (where '/'
 * leads) waits: the role may have changed since the profile was stored.
 */
export const profileProvisionalAtom = atom(false);

/** True while the start-up profile check cannot reach the server and no stored profile opens the portal. */
export const sessionUnreachableAtom = atom(false);
