import { act, renderHook } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from '@/components/list-page/useListUrlState';
import { fruitList, inRouter } from './fixtures';

function useFruits() {
  const list = useListUrlState(fruitList);
  return { list, search: useLocation().search, navigate: useNavigate() };
}

describe('a list kept in the URL', () => {
  it('writes filters, sort and page into the query string and reads them back', () => {
    const { result } = renderHook(useFruits, { wrapper: inRouter() });
    expect(result.current.search).toBe('');
    act(() => result.current.list.update({ colour: 'red', sortKey: 'price', sortDir: 'desc' }));
    act(() => result.current.list.update({ page: 3 }));
    expect(result.current.search).toBe('?colour=red&page=3&sort=price%3Adesc');
    expect(fruitList.read(new URLSearchParams(result.current.search))).toEqual(result.current.list.state);
    expect(result.current.list.state).toMatchObject({
      tab: 'fresh',
      colour: 'red',
      page: 3,
      sortKey: 'price',
    });
  });

  it('starts from a shared address and drops what it cannot use', () => {
    const { result } = renderHook(useFruits, {
      wrapper: inRouter('/fruits?tab=dried&colour=blue&page=0&perPage=7&sort=weight%3Aasc&q=kiwi'),
    });
    expect(result.current.list.state).toEqual({
      tab: 'dried',
      q: 'kiwi',
      colour: '',
      page: 1,
      perPage: 10,
      sortKey: 'name',
      sortDir: 'asc',
    });
    expect(result.current.list.filtered).toBe(true);
  });

  it('a new filter goes back to page 1; clearing keeps the view', () => {
    const { result } = renderHook(useFruits, { wrapper: inRouter('/fruits?tab=dried&page=4') });
    act(() => result.current.list.update({ colour: 'green' }));
    expect(result.current.search).toBe('?tab=dried&colour=green');
    act(() => result.current.list.clear());
    expect(result.current.search).toBe('?tab=dried');
    expect(result.current.list.filtered).toBe(false);
  });

  it('back and forward walk through the filters; a search replaces its entry', () => {
    const { result } = renderHook(useFruits, { wrapper: inRouter() });
    act(() => result.current.list.update({ colour: 'red' }));
    act(() => result.current.list.update({ page: 2 }));
    act(() => result.current.list.update({ q: 'app' }));
    act(() => result.current.list.update({ q: 'apple' }));
    expect(result.current.search).toBe('?q=apple&colour=red');
    act(() => result.current.navigate(-1));
    // the two searches replaced the page-2 entry rather than adding their own
    expect(result.current.search).toBe('?colour=red');
    expect(result.current.list.state).toMatchObject({ colour: 'red', q: '', page: 1 });
    act(() => result.current.navigate(1));
    expect(result.current.list.state).toMatchObject({ colour: 'red', q: 'apple', page: 1 });
  });
});
