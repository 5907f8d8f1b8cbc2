import { atom, useSetAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { useAtomSnapshot } from '../atom-snapshot';
import { DEFAULT_SETTINGS } from './defaults';
import { loadSettings, saveSettings } from './storage';
import type { Settings } from './types';

/** Raw settings; read from storage the first time a store uses it. */
const storedSettingsAtom = atomWithLazy<Settings>(() => loadSettings());

export type SettingsPatch = Partial<Settings> | ((current: Settings) => Partial<Settings>);

/** The layout settings. Writing a patch merges it and saves the saved part to localStorage. */
export const settingsAtom = atom(
  (get) => get(storedSettingsAtom),
  (get, set, patch: SettingsPatch) => {
    const current = get(storedSettingsAtom);
    const changes = typeof patch === 'function' ? patch(current) : patch;
    // a patch that changes nothing (the language's direction set again on every start) keeps the
    // same object: every component reading the settings would render again, at once, for nothing
    if ((Object.keys(changes) as (keyof Settings)[]).every((key) => Object.is(changes[key], current[key])))
      return;
    const next = { ...current, ...changes };
    set(storedSettingsAtom, next);
    saveSettings(next);
  },
);

/** Back to the defaults; `keep` lets the caller hold on to settings another source decides (direction). */
export const resetSettingsAtom = atom(null, (_get, set, keep: Partial<Settings> = {}) => {
  const next = { ...DEFAULT_SETTINGS, ...keep };
  set(storedSettingsAtom, next);
  saveSettings(next);
});

export const useSettings = () => useAtomSnapshot(settingsAtom);
export const useUpdateSettings = () => useSetAtom(settingsAtom);
export const useResetSettings = () => useSetAtom(resetSettingsAtom);
