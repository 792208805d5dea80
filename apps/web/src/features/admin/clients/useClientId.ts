import { useParams } from 'react-router';

/** The client of the page's address (`/app/admin/clients/{id}/…`); 0 when it is not an id. */
export function useClientId(): number {
  const id = Number(useParams().clientId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
