// What other features may use of user management: the invite drawer (the invoice app's 'Add customer').
export { LazyAddUserDrawer as AddUserDrawer } from './components/LazyAddUserDrawer';
