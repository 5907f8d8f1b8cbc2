// What other features may use of roles and permissions.
export { useRoles } from './api/access-api';
