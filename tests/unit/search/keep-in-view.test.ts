// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { keepHeadingInView, keepItemInView, markScrolled } from '@/features/search/keep-in-view';

// cmdk scrolls the selection into view on every new result list; the list's first heading and item
// need no scroll (no forced layout) while the list is not scrolled.

function list(): { list: HTMLElement; headings: HTMLElement[]; items: HTMLElement[] } {
  const root = document.createElement('div');
  root.setAttribute('cmdk-list', '');
  const sizer = root.appendChild(document.createElement('div'));
  const headings: HTMLElement[] = [];
  const items: HTMLElement[] = [];
  for (let g = 0; g < 2; g++) {
    const group = sizer.appendChild(document.createElement('div'));
    group.setAttribute('cmdk-group', '');
    const heading = group.appendChild(document.createElement('div'));
    heading.setAttribute('cmdk-group-heading', '');
    headings.push(heading);
    const groupItems = group.appendChild(document.createElement('div'));
    for (let i = 0; i < 2; i++) {
      const item = groupItems.appendChild(document.createElement('div'));
      keepItemInView(item);
      items.push(item);
    }
    keepHeadingInView(group);
  }
  document.body.append(root);
  return { list: root, headings, items };
}

describe('keep-in-view', () => {
  const scroll = vi.fn();
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = scroll;
  afterEach(() => {
    scroll.mockClear();
    document.body.replaceChildren();
  });
  afterAll(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('leaves out the first heading and item of an unscrolled list, scrolls the others', () => {
    const { headings, items } = list();
    headings[0].scrollIntoView({ block: 'nearest' });
    items[0].scrollIntoView({ block: 'nearest' });
    expect(scroll).not.toHaveBeenCalled();
    items[1].scrollIntoView({ block: 'nearest' });
    headings[1].scrollIntoView({ block: 'nearest' });
    items[2].scrollIntoView({ block: 'nearest' });
    expect(scroll).toHaveBeenCalledTimes(3);
    expect(scroll.mock.contexts).toEqual([items[1], headings[1], items[2]]);
  });

  it('scrolls the first ones too once the list is scrolled, and stops again back at the top', () => {
    const { list: root, headings, items } = list();
    Object.defineProperty(root, 'scrollTop', { value: 40, configurable: true });
    markScrolled({ currentTarget: root });
    headings[0].scrollIntoView({ block: 'nearest' });
    items[0].scrollIntoView({ block: 'nearest' });
    expect(scroll).toHaveBeenCalledTimes(2);
    Object.defineProperty(root, 'scrollTop', { value: 0, configurable: true });
    markScrolled({ currentTarget: root });
    items[0].scrollIntoView({ block: 'nearest' });
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
