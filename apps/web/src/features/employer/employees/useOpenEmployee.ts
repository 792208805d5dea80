import { useCallback } from 'react';
import type { EmployeeRow } from '@portal/contracts';
import { usePanels } from '../../../ui/SidePanel/index.ts';

/** Opens the view-employee-data panel for a row of any list of the employer's people. */
export function useOpenEmployee(clientId: number) {
  const openPanel = usePanels((s) => s.openPanel);
  return useCallback(
    (row: Pick<EmployeeRow, 'id' | 'firstName' | 'surname'>) =>
      openPanel('view-employee-data', { clientId, employeeId: row.id, name: `${row.firstName} ${row.surname}` }),
    [clientId, openPanel],
  );
}
