type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A role's name to show: the built-in ones translated, a staff role as the admin named it. */
export const roleLabel = (t: Translate, role: string) =>
  t(`access.roleNames.${role}`, { defaultValue: role });
