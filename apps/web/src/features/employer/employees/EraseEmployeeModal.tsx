import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { EraseConfirm } from '../../../ui/personal-data/EraseConfirm.tsx';
import { useEraseEmployee } from '../api/eraseEmployee.ts';

export interface EraseEmployeeData {
  clientId: number;
  employeeId: number;
  name: string;
}

/** Issue 39: HR confirms erasing a leaver's personal data, then reads how they appear from now on. */
export default function EraseEmployeeModal({ data, close }: ModalBodyProps<'erase-employee'>) {
  return <EraseConfirm erase={useEraseEmployee(data.clientId, data.employeeId)} close={close} />;
}
