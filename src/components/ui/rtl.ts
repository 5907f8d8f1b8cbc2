/** Whether an element reads right-to-left (the nearest `dir` above it, else the document's). */
export function isRtl(element: Element): boolean {
  const dir = element.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir;
  return dir === 'rtl';
}
