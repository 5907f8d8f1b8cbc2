import { useState } from 'react';

/**
 * True from the first render at which `value` is true, for as long as the component lives: for a
 * part mounted on its first use (a drawer's menu, a dialog and its module) and kept from then on.
 * Set during render, React's way for state that follows a prop: no extra commit.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
