/**
 * cmdk scrolls the selected item, and its group's heading when it is the group's first, into view
 * whenever the selection changes, the first result of a new list included: a forced layout in the
 * middle of the keystroke's frame. The list's first heading and first item are in view while the
 * list is not scrolled (data-scrolled, set by the list's scroll handler), so that scroll is left out
 * for them; any other element, or a scrolled list, scrolls as before.
 */
function scrollUnlessAtTop(this: Element, arg?: boolean | ScrollIntoViewOptions) {
  const group = this.closest('[cmdk-group]');
  const atTop =
    group !== null &&
    group.previousElementSibling === null &&
    this.previousElementSibling === null &&
    this.closest('[cmdk-list]')?.hasAttribute('data-scrolled') === false;
  if (!atTop) Element.prototype.scrollIntoView.call(this, arg);
}

/** Ref for a cmdk item: see scrollUnlessAtTop. */
export function keepItemInView(item: HTMLElement | null): void {
  if (item) item.scrollIntoView = scrollUnlessAtTop;
}

/** Ref for a cmdk group: its heading, see scrollUnlessAtTop. */
export function keepHeadingInView(group: HTMLElement | null): void {
  const heading = group?.querySelector<HTMLElement>('[cmdk-group-heading]');
  if (heading) heading.scrollIntoView = scrollUnlessAtTop;
}

/** The list's scroll handler: marks it scrolled (read without a layout by scrollUnlessAtTop). */
export function markScrolled(event: { currentTarget: HTMLElement }): void {
  event.currentTarget.toggleAttribute('data-scrolled', event.currentTarget.scrollTop > 0);
}
