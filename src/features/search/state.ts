import { atom } from 'jotai';

/** Whether the Ctrl+/ search dialog is open (the app bar's icon and the shortcut set it). */
export const searchOpenAtom = atom(false);
