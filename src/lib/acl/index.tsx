import {
  AbilityProvider as CaslAbilityProvider,
  Can as CaslCan,
  useAbility as useCaslAbility,
} from '@casl/react';
import type { ReactNode } from 'react';
import type { AppAbility } from './ability';

export {
  type Acl,
  type Action,
  type AppAbility,
  DEFAULT_ACL,
  defineAbilityFor,
  type Subject,
} from './ability';

/** Provides the ability to useAbility() and <Can>; the app mounts it for signed-in pages. */
export function AbilityProvider({ value, children }: { value: AppAbility; children: ReactNode }) {
  return <CaslAbilityProvider value={value}>{children}</CaslAbilityProvider>;
}

/** The current ability (throws outside an AbilityProvider). */
export const useAbility = (): AppAbility => useCaslAbility<AppAbility>();

/** `<Can I="read" a="client">…</Can>`: renders its children only when allowed. */
export const Can = CaslCan as typeof CaslCan<AppAbility>;
