// Address and phone checks every form that takes them shares (sign-in, registration, the admin's
// invitations). The server has the final word.

/** One '@', no spaces, a dot in the domain. The server has the final word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const EMAIL_MAX = 254;

/** Spaces, dots, dashes and brackets are ignored; 8 to 15 digits with an optional leading '+'. */
export const isPhone = (value: string) => /^\+?\d{8,15}$/.test(value.replace(/[\s.()-]/g, ''));
