import { useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useBenefitWithSelection } from '../api/benefitWithSelection.ts';

/** The benefit of the `:id` route parameter; `missing` when the id is not a number or the server answers 404. */
export function useBenefitParam() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useBenefitWithSelection(valid ? id : 0);
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return { id, query, missing };
}
