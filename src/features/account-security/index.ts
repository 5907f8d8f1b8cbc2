// What other features use of the caller's own account settings: the two-factor card and the
// notification choices (the client's Settings page and the admin's account settings), and the
// calls behind the account page's language, time zone and avatar.
export {
  accountKeys,
  fetchAvatarUrl,
  removeAvatar,
  saveAccountPreferences,
  uploadAvatar,
  useAccountPreferences,
} from './api/account-api';
export { NotificationsCard } from './components/NotificationsCard';
export { TwoFactorCard } from './components/TwoFactorCard';
