import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { BENEFIT_PARAM, benefitIdOf } from './useBenefitFilter.ts';

/**
 * Spec §2 `/app/dashboard/approve-selections/{benefitId}`: since issue 26 item 5 the one list narrowed to that benefit
 * (`?benefit={benefitId}`), headed '{benefitName} - Selections awaiting approval'; old links and bookmarks keep working.
 */
export function BenefitApprovalsPage() {
  const benefitId = benefitIdOf(useParams().benefitId ?? null);
  const search = benefitId === null ? '' : `?${new URLSearchParams({ [BENEFIT_PARAM]: String(benefitId) }).toString()}`;
  return <Navigate to={`${paths.app.approveSelections}${search}`} replace />;
}

export { BenefitApprovalsPage as Component };
