import type { PageAcl } from '../types';

// The guards admin-area declarations share.

/** Pages only the admin opens (the template's showcase and demo pages among them). */
export const admin = { acl: { action: 'manage', subject: 'admin' } } as const satisfies { acl: PageAcl };

/** Admin-area pages a staff role may open with the permission to read their subject (contract/acl.ts). */
export const reads = <S extends string>(subject: S) => ({ acl: { action: 'read', subject } }) as const;
