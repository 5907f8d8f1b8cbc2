import { SETTINGS_MESSAGES, type SettingsMessages } from '@contract/settings';

/**
 * The contract's schema messages as translation keys (settings.validation.<name>), so the
 * portal validates with the server's rules and shows errors in the interface language.
 */
export const messageKeys = Object.fromEntries(
  Object.keys(SETTINGS_MESSAGES).map((name) => [name, `settings.validation.${name}`]),
) as SettingsMessages;
