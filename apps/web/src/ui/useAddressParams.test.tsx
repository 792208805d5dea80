import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type SetURLSearchParams } from 'react-router';
import { useAddressParams } from './useAddressParams.ts';

let setAddress: SetURLSearchParams;
function Probe() {
  const [params, set] = useAddressParams();
  useEffect(() => {
    setAddress = set;
  });
  return <p>{`?${params.toString()}`}</p>;
}

const at = (search: string) => {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [`/${search}`] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('useAddressParams', () => {
  it('builds a second change on the first when both come before the page renders again', async () => {
    const router = at('?search=employee01&page=2&filter=registered');
    // The search box cleared, then a filter chosen at once (what a quick hand, or a test, does).
    act(() => {
      setAddress(
        (next) => {
          next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
      setAddress(
        (next) => {
          next.delete('filter');
          next.set('status', 'left');
          return next;
        },
        { replace: true },
      );
    });
    expect(await screen.findByText('?status=left')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=left');
  });

  it('builds on the address as rendered once the page has caught up, and takes plain values too', async () => {
    const router = at('?a=1');
    act(() => setAddress((next) => (next.set('b', '2'), next)));
    expect(await screen.findByText('?a=1&b=2')).toBeTruthy();
    act(() => setAddress((next) => (next.delete('a'), next)));
    expect(await screen.findByText('?b=2')).toBeTruthy();
    act(() => setAddress({ c: '3' }));
    expect(await screen.findByText('?c=3')).toBeTruthy();
    expect(router.state.location.search).toBe('?c=3');
  });

  it('forgets a change once the page has shown it: coming back to the same address later starts from that address', async () => {
    at('?a=1');
    act(() => setAddress((next) => (next.set('status', 'left'), next)));
    expect(await screen.findByText('?a=1&status=left')).toBeTruthy();
    // Another visit to the first address (a new page, a link): a change is made on it, not on the earlier one's result.
    const router = at('?a=1');
    act(() => setAddress((next) => (next.set('sort', 'email'), next)));
    await act(async () => undefined);
    expect(router.state.location.search).toBe('?a=1&sort=email');
  });
});
