export { applySettingsToDocument } from './apply';
export {
  resetSettingsAtom,
  type SettingsPatch,
  settingsAtom,
  useResetSettings,
  useSettings,
  useUpdateSettings,
} from './atoms';
export {
  BOXED_CONTENT_WIDTH,
  DEFAULT_SETTINGS,
  NAV_COLLAPSED_WIDTH,
  NAV_WIDTH,
  SETTINGS_STORAGE_KEY,
  UNSAVED_SETTINGS,
} from './defaults';
export { loadSettings, sanitizeSettings, savedPart, saveSettings } from './storage';
export * from './types';
