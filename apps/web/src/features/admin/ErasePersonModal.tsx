import type { ModalBodyProps, Titled } from '../../ui/Modal/index.ts';
import { EraseConfirm } from '../../ui/personal-data/EraseConfirm.tsx';
import { useErasePerson } from './api/erasePerson.ts';

export interface ErasePersonData extends Titled {
  clientId: number;
  userId: number;
}

/** Issue 39: a platform administrator confirms erasing a leaver's personal data (HR's dialog, the console's route). */
export default function ErasePersonModal({ data, close }: ModalBodyProps<'erase-person'>) {
  return <EraseConfirm erase={useErasePerson(data.clientId, data.userId)} close={close} />;
}
