import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { approvalTexts as t, type BenefitApprovals, type PendingSelection } from '@portal/contracts';
import type { RequestRow } from './ApprovalsTable.tsx';
import { ApprovalsTable } from './ApprovalsTable.tsx';
import { useModals } from '../../../ui/Modal/index.ts';

const columns = ['Bike and equipment value', 'Start date', 'Monthly cost'];
const fields = (value: string, start: string, monthly: string) => ({ [columns[0]!]: value, [columns[1]!]: start, [columns[2]!]: monthly });
const request = (overrides: Partial<PendingSelection>): PendingSelection => ({
  selectionId: 1,
  employeeName: 'Sam Taylor',
  employeeNumber: 'AC0001',
  kind: 'new',
  reason: t.reasons.benefit,
  requestedAt: '2026-11-25T15:40:00Z',
  orderValue: 1500,
  fields: fields('£1,500.00', '1 December 2026', '£125.00'),
  current: null,
  ...overrides,
});
const approvals: BenefitApprovals = {
  benefitId: 3,
  benefitName: 'Cycle to Work',
  columns,
  data: [
    request({
      selectionId: 41,
      kind: 'change',
      current: { orderValue: 1200, fields: fields('£1,200.00', '1 January 2026', '£100.00') },
    }),
    request({ selectionId: 42, employeeName: 'Alex Jones', employeeNumber: null, requestedAt: '2026-11-20T09:00:00Z' }),
  ],
};

const { openModal } = useModals.getState();
afterEach(() => useModals.setState({ openModal }));

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;
const cellOf = (row: HTMLElement, label: string) => row.querySelector(`td[data-label="${label}"]`)!;

describe('the approvals table', () => {
  it('says who asks, with their number, whether it is new or a change, what changes and when they asked', () => {
    render(<ApprovalsTable columns={approvals.columns} data={approvals.data} caption={t.tableCaption('Cycle to Work')} onDecided={vi.fn()} />);
    expect(screen.getByRole('columnheader', { name: t.columns.employees })).toBeTruthy();
    // One benefit's list needs no Benefit column.
    expect(screen.queryByRole('columnheader', { name: t.columns.benefit })).toBeNull();
    const change = rowOf('Sam Taylor');
    expect(cellOf(change, t.columns.employeeNumber).textContent).toBe('AC0001');
    // What it is, and why it waits for HR.
    expect(cellOf(change, t.columns.request).textContent).toBe(`${t.kinds.change}${t.reasons.benefit}`);
    expect(cellOf(change, 'Bike and equipment value').textContent).toBe(`£1,200.00 → ${t.changesTo} £1,500.00`);
    expect(
      within(cellOf(change, 'Bike and equipment value') as HTMLElement)
        .getByText('→')
        .getAttribute('aria-hidden'),
    ).toBe('true');
    expect(cellOf(change, 'Monthly cost').textContent).toBe(`£100.00 → ${t.changesTo} £125.00`);
    // A change's start date is the day it would apply from.
    expect(cellOf(change, 'Start date').textContent).toBe('1 December 2026');
    expect(cellOf(change, t.columns.requestedOn).textContent).toBe('25 November 2026');

    const first = rowOf('Alex Jones');
    expect(cellOf(first, t.columns.request).textContent).toBe(`${t.kinds.new}${t.reasons.benefit}`);
    expect(cellOf(first, 'Bike and equipment value').textContent).toBe('£1,500.00');
    expect(cellOf(first, t.columns.employeeNumber).textContent).toBe('');
    expect(cellOf(first, t.columns.requestedOn).textContent).toBe('20 November 2026');
  });

  it('keeps the ticks and the confirmation: the ticked requests are what is decided', async () => {
    const opened: unknown[] = [];
    useModals.setState({ openModal: ((type: string, data: unknown) => opened.push([type, data])) as never });
    const onDecided = vi.fn();
    render(<ApprovalsTable columns={approvals.columns} data={approvals.data} caption={t.tableCaption('Cycle to Work')} onDecided={onDecided} />);
    await userEvent.click(screen.getByRole('checkbox', { name: t.selectRow('Sam Taylor') }));
    await userEvent.click(screen.getByRole('button', { name: t.reject }));
    expect(opened).toEqual([['confirm-approvals', { selectionIds: [41], approval: false, onDecided: expect.any(Function) }]]);
    // What the confirmation reports reaches the page, and the ticks are cleared.
    const [, data] = opened[0] as [string, { onDecided: (result: unknown) => void }];
    act(() => data.onDecided({ approval: false, changed: [41], unchanged: [] }));
    expect(onDecided).toHaveBeenCalledWith({ approval: false, changed: [41], unchanged: [] });
    expect((screen.getByRole('checkbox', { name: t.selectRow('Sam Taylor') }) as HTMLInputElement).checked).toBe(false);
  });

  it('across benefits: a Benefit column, a field a benefit does not ask left empty, and ticks named with the benefit', async () => {
    const rows: RequestRow[] = [
      { ...approvals.data[1]!, benefitName: 'Cycle to Work' },
      {
        ...request({
          selectionId: 50,
          employeeName: 'Alex Jones',
          employeeNumber: 'AC0002',
          orderValue: 12.5,
          fields: { 'Level of cover': 'Individual', 'Start date': '1 January 2027', 'Monthly cost': '£12.50' },
        }),
        benefitName: 'Dental',
      },
    ];
    const across = ['Level of cover', 'Bike and equipment value', 'Start date', 'Monthly cost'];
    const opened: unknown[] = [];
    useModals.setState({ openModal: ((type: string, data: unknown) => opened.push([type, data])) as never });
    render(<ApprovalsTable columns={across} data={rows} caption={t.allCaption} showBenefit onDecided={vi.fn()} />);
    expect(screen.getByRole('table', { name: t.allCaption })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: t.columns.benefit })).toBeTruthy();
    const [bike, dental] = screen.getAllByRole('row').slice(1);
    expect(cellOf(bike!, t.columns.benefit).textContent).toBe('Cycle to Work');
    expect(cellOf(bike!, 'Level of cover').textContent).toBe('');
    expect(cellOf(dental!, t.columns.benefit).textContent).toBe('Dental');
    expect(cellOf(dental!, 'Bike and equipment value').textContent).toBe('');
    expect(cellOf(dental!, t.columns.employeeNumber).textContent).toBe('AC0002');
    // The same person may ask for two benefits: each tick says which.
    await userEvent.click(screen.getByRole('checkbox', { name: t.selectRequest('Alex Jones', 'Dental') }));
    await userEvent.click(screen.getByRole('button', { name: t.approve }));
    expect(opened).toEqual([['confirm-approvals', { selectionIds: [50], approval: true, onDecided: expect.any(Function) }]]);
  });
});
