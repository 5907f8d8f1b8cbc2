// What other features may use of the client's settings: the profile form and the security tab
// (password, two-factor, sessions), which the admin's account settings page shows too.
export { ProfileTab } from './components/ProfileTab';
export { SecurityTab } from './components/SecurityTab';
