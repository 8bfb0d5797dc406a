import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readUrlState, urlParam, useUrlState, writeUrlState } from './url-state';

const ZList = z.object({
  q: urlParam.text(true),
  status: urlParam.text().transform((v) => v.split(',').filter((s) => s === 'a' || s === 'b')),
  sort: urlParam.oneOf(['newest', 'oldest'], 'newest'),
  page: urlParam.page(1),
  deleted: urlParam.flag(),
  item: urlParam.optional(),
});

const read = (search: string) => readUrlState(ZList, new URLSearchParams(search));
const write = (search: string, change: Partial<z.output<typeof ZList>>) =>
  writeUrlState(ZList, new URLSearchParams(search), { ...read(search), ...change }).toString();

describe('a list state in the address', () => {
  it('reads each parameter, and its default where it is absent or not understood', () => {
    expect(read('')).toEqual({
      q: '',
      status: [],
      sort: 'newest',
      page: 1,
      deleted: false,
      item: null,
    });
    expect(read('q=%20ada%20&status=a,x,b&sort=oldest&page=3&deleted=true&item=7')).toEqual({
      q: 'ada',
      status: ['a', 'b'],
      sort: 'oldest',
      page: 3,
      deleted: true,
      item: '7',
    });
    expect(read('sort=sideways&page=-2&deleted=yes')).toMatchObject({
      sort: 'newest',
      page: 1,
      deleted: false,
    });
  });

  it('writes what differs from the defaults, and leaves other parameters as they are', () => {
    expect(write('tab=mail', { q: 'ada', status: ['a', 'b'], page: 2, deleted: true })).toBe(
      'tab=mail&q=ada&status=a%2Cb&page=2&deleted=true',
    );
    // Back to the defaults (or a value that reads as one): the parameters go.
    expect(
      write('tab=mail&q=ada&page=2&sort=oldest&item=7', {
        q: '',
        page: 0,
        sort: 'newest',
        item: null,
      }),
    ).toBe('tab=mail');
  });
});

const Probe = ({
  onState,
}: {
  onState: (s: ReturnType<typeof useUrlState<typeof ZList>>) => void;
}) => {
  onState(useUrlState(ZList, { replace: true }));
  return null;
};

describe('useUrlState', () => {
  it('replaces the entry unless told to push, and builds the address of a link', () => {
    let latest: ReturnType<typeof useUrlState<typeof ZList>> | undefined;
    const router = createMemoryRouter(
      [{ path: '/', element: <Probe onState={(s) => (latest = s)} /> }],
      { initialEntries: ['/?tab=docs'] },
    );
    render(<RouterProvider router={router} />);
    act(() => latest?.setState({ q: 'lease' }));
    expect(router.state.location.search).toBe('?tab=docs&q=lease');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(latest?.state.q).toBe('lease');

    act(() => latest?.setState({ page: 2 }, false));
    expect(router.state.location.search).toBe('?tab=docs&q=lease&page=2');
    expect(router.state.historyAction).toBe('PUSH');

    expect(latest?.searchWith({ item: '9', page: 1 })).toBe('?tab=docs&q=lease&item=9');
    expect(latest?.searchWith({ q: '', page: 1 })).toBe('?tab=docs');
  });
});
