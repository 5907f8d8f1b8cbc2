export {
  type SessionStatus,
  sessionStatusAtom,
  sessionUnreachableAtom,
  signedOutAtom,
  userAtom,
} from './atoms';
export {
  bootSession,
  endSession,
  handleUnauthorized,
  onSessionEnd,
  setSessionUser,
  signIn,
  signOut,
} from './session';
export { type Session, useSession } from './useSession';
