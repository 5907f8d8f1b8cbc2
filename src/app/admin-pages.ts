// The admin workspace's page modules, loaded as one small module the first time an admin page
// opens: a client's first load then carries one import for all of them, not one a page.
const loaders = import.meta.glob('/src/features/admin*/pages/*Page.tsx');

export const loadAdminPage = (file: string) => {
  const load = loaders[file];
  if (!load) throw new Error(`no admin page module ${file}`);
  return load();
};
