import { useAddressParams } from '../../../ui/useAddressParams.ts';
import { ID_MAX } from '@portal/contracts';

/** The search parameter of the benefit the approvals list is narrowed to. */
export const BENEFIT_PARAM = 'benefit';

/** A benefit id as the address carries it: decimal digits of an id, else no filter (every benefit). */
export function benefitIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= ID_MAX ? id : null;
}

/**
 * The benefit filter of the approvals list lives in the address (`?benefit=3`), so refreshing, going back to the list
 * or sharing it keeps it; each change is a step of the browser's history.
 */
export function useBenefitFilter() {
  const [params, setParams] = useAddressParams();
  const benefitId = benefitIdOf(params.get(BENEFIT_PARAM));
  const setBenefitId = (next: number | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === null) updated.delete(BENEFIT_PARAM);
      else updated.set(BENEFIT_PARAM, String(next));
      return updated;
    });
  return { benefitId, setBenefitId };
}
