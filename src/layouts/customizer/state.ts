import { atom } from 'jotai';

/** Whether the theme customizer is open: its floating button (lg and up) and the user menu (below) open it. */
export const customizerOpenAtom = atom(false);
