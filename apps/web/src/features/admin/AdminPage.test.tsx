import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse } from '../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../test/renderApp.tsx';
import { AdminPage } from './AdminPage.tsx';
import { adminTexts } from './texts.ts';

describe('admin console', () => {
  it('on a new installation with no client, says so and leads to adding the first one (not a load error)', async () => {
    answerWith((url) =>
      url.pathname === '/api/admin/clients'
        ? jsonResponse(200, { data: [] })
        : jsonResponse(200, { data: [], currentPage: 1, lastPage: 1, perPage: 25, total: 0 }),
    );
    renderWithQuery(<AdminPage />, '/app/admin/');
    expect(await screen.findByText(adminTexts.noClients)).toBeTruthy();
    expect(screen.getByRole('link', { name: adminTexts.addFirstClient }).getAttribute('href')).toBe('/app/admin/clients/new');
    expect(screen.queryByText(adminTexts.loadFailed)).toBeNull();
  });
});
