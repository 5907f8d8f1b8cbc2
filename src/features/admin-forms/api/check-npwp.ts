import { type CheckNpwpAnswer, FORMS_PATHS } from '@contract/forms';
import { api } from '@/lib/api';

/** POST /api/forms/check-npwp: whether a client account already carries this NPWP. */
export const checkNpwp = (npwp: string) => api.post<CheckNpwpAnswer>(FORMS_PATHS.checkNpwp, { npwp });
