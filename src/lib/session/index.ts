export {
  profileProvisionalAtom,
  type SessionStatus,
  sessionStatusAtom,
  sessionUnreachableAtom,
  signedOutAtom,
  userAtom,
} from './atoms';
export {
  bootSession,
  handleUnauthorized,
  onSessionEnd,
  signIn,
  signOut,
} from './session';
export { useSession } from './useSession';
