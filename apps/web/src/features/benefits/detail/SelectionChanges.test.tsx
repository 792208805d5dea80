import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { benefitScreenTexts as t } from '@portal/contracts';
import { SelectionChanges } from './SelectionChanges.tsx';

const none = { changesFrom: null, pendingChange: null, refusedChange: null };

describe('where a change of cover stands', () => {
  it('says nothing without a change', () => {
    const { container } = render(<SelectionChanges selection={none} />);
    expect(container.textContent).toBe('');
  });

  it('says from when new cover applies', () => {
    render(<SelectionChanges selection={{ ...none, changesFrom: '2026-12-01' }} />);
    expect(screen.getByText('Your new cover applies from 1 December 2026. Until then, your cover carries on as it was.')).toBeTruthy();
  });

  it('shows a change waiting for approval: what was asked, its cost, when; the cover in force carries on', () => {
    const pendingChange = {
      planDetails: [
        { label: 'Bike and equipment value', value: '£1,500.00' },
        { label: 'Start date', value: '1 January 2026' },
      ],
      employeeCost: 125,
      employerCost: 0,
      startDate: '2026-12-01',
      requestedAt: '2026-11-25T15:40:00Z',
    };
    render(<SelectionChanges selection={{ ...none, pendingChange }} />);
    expect(screen.getByText(t.detail.changes.pendingTitle)).toBeTruthy();
    expect(
      screen.getByText('Your change from 1 December 2026 is waiting for your employer’s approval. Your current cover carries on until it is decided.'),
    ).toBeTruthy();
    expect(screen.getByText('£1,500.00')).toBeTruthy();
    expect(screen.getByText('£125.00 a month')).toBeTruthy();
    expect(screen.getByText('25 November 2026')).toBeTruthy();
    // The request's stored start date would contradict the sentence: only the sentence says when.
    expect(screen.queryByText('1 January 2026')).toBeNull();
  });

  it('shows a refused change and its reason: the cover carries on', () => {
    render(
      <SelectionChanges selection={{ ...none, refusedChange: { reason: 'Not an approved shop.', decidedAt: '2026-11-25T16:00:00Z', employeeCost: 125 } }} />,
    );
    expect(screen.getByText('Your employer did not approve your change on 25 November 2026. Your cover carries on as before.')).toBeTruthy();
    expect(screen.getByText('Reason: Not an approved shop.')).toBeTruthy();
  });

  it('leaves the reason out when none was given', () => {
    render(<SelectionChanges selection={{ ...none, refusedChange: { reason: null, decidedAt: '2026-11-25T16:00:00Z', employeeCost: 125 } }} />);
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });
});
