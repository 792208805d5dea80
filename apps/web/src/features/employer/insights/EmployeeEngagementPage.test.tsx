import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employeeEngagementTexts as t, insightsTexts, type EmployeeLogins } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { EmployeeEngagementPage } from './EmployeeEngagementPage.tsx';

// jsdom has no layout for recharts to measure; the chart's own chunk is not what this test looks at.
vi.mock('./TrendChart.tsx', () => ({ default: () => <svg data-testid="chart" /> }));

const weeks = Array.from({ length: 12 }, (_, i) => ({
  weekStarting: `2026-09-${String(i + 1).padStart(2, '0')}`,
  logins: i === 4 ? 9 : 2,
  people: 1,
  benefitViews: i === 11 ? 5 : 0,
}));
const logins = (location: string | null): EmployeeLogins => ({
  weeks,
  activeUsers: { active: 30, registered: 90, percentage: 33.3 },
  benefitViews: location ? [] : [{ name: 'Dental Insurance', views: 5, people: 3, percentage: 3.3 }],
  byLocation: location
    ? [{ name: location, registered: 10, active: 5, percentage: 50 }]
    : [
        { name: 'Leeds', registered: 10, active: 5, percentage: 50 },
        { name: null, registered: 80, active: 25, percentage: 31.3 },
      ],
  byGrade: [{ name: 'Head Office', registered: 90, active: 30, percentage: 33.3 }],
  choices: { locations: ['Leeds', 'London'], grades: ['Head Office'] },
});

function renderPage(answer: (url: URL) => Response) {
  const fetchMock = answerWith(answer);
  useSession.setState({ user: { clientId: 7 } as never });
  renderWithQuery(<EmployeeEngagementPage />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

describe('employee engagement', { timeout: 20_000 }, () => {
  it('says what the chart shows, shows it as a table on demand, and filters by location', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage((url) => jsonResponse(200, logins(url.searchParams.get('location'))));
    expect(await screen.findByText(t.summary(31, { weekStarting: '2026-09-05', logins: 9 }, 5))).toBeTruthy();
    expect(screen.getByText(t.figures.active, { selector: 'dt' }).nextElementSibling?.textContent).toBe('30');
    expect(screen.getByText(t.figures.benefitViews, { selector: 'dt' }).nextElementSibling?.textContent).toBe('5');
    const viewed = screen.getByRole('table', { name: t.viewed.title });
    expect(within(viewed).getByRole('rowheader', { name: 'Dental Insurance' })).toBeTruthy();
    expect(screen.getByText(t.viewed.summary({ name: 'Dental Insurance', percentage: 3.3 }))).toBeTruthy();
    expect(screen.getByRole('figure', { name: t.chartLabel })).toBeTruthy();
    expect(screen.queryByRole('table', { name: t.perWeek })).toBeNull();

    await user.click(screen.getByRole('button', { name: insightsTexts.showTable }));
    const table = screen.getByRole('table', { name: t.perWeek });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: insightsTexts.longWeek('2026-09-05') })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: insightsTexts.byLocation })).getByRole('rowheader', { name: insightsTexts.notRecorded })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(insightsTexts.filters.location), 'Leeds');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/v2/client/7/employee-insights/logins?location=Leeds');
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: insightsTexts.byLocation })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText(t.viewed.none)).toBeTruthy();
  });

  it('offers to try again when the figures cannot load', async () => {
    renderPage(() => jsonResponse(500, { error: 'Internal Server Error', message: 'boom' }));
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: insightsTexts.retry })).toBeTruthy();
  });
});
