// What other features may use of the client's settings: the profile form and the security tab
// (password, two-factor, sessions), which the admin's account settings page shows too (the tab
// loaded when it is opened).
export { ProfileTab } from './components/ProfileTab';
export const loadSecurityTab = () => import('./components/SecurityTab');
