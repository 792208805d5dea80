import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { ProblemList } from './ProblemList.tsx';

const renderList = (error: unknown) =>
  render(
    <MemoryRouter>
      <ProblemList error={error} fallback="fallback" stepPath={(step) => `/setup/${step}`} />
    </MemoryRouter>,
  );

describe('ProblemList', () => {
  it('points field errors at their step', () => {
    renderList(new ApiError(400, 'x', { 'values.peopleCovered': 'Choose at least one family member', accepted_terms: 'Accept the terms' }));
    const [people, terms] = screen.getAllByRole('listitem');
    expect(people?.textContent).toContain('Choose at least one family member');
    expect(within(people!).getByRole('link').getAttribute('href')).toBe('/setup/people');
    expect(terms?.textContent).toContain('Accept the terms');
    expect(within(terms!).getByRole('link').getAttribute('href')).toBe('/setup/terms');
  });

  it("explains a closed window with the server's message, and anything else with the fallback", () => {
    const closed = 'You can only change your benefits while the selection window is open';
    renderList(new ApiError(409, 'Conflict', {}, closed));
    expect(screen.getByRole('listitem').textContent).toBe(closed);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the fallback for an error not from the API', () => {
    renderList(new Error('boom'));
    expect(screen.getByRole('listitem').textContent).toBe('fallback');
  });
});
