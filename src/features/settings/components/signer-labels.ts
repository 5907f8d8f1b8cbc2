import type { SignerIdType, SignerRole, SignerScope } from '@contract/settings';

// Translation keys of the signer's coded values.
export const roleKey = (role: SignerRole) => `settings.signers.role.${role}`;
export const idTypeKey = (type: SignerIdType) => `settings.signers.idType.${type}`;
export const scopeKey = (scope: SignerScope) => `settings.signers.scope.${scope}`;
