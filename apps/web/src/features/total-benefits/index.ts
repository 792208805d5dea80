/** The total benefits area's public face: the summary card the home page shows. */
export { TotalBenefitsSummary } from './TotalBenefitsSummary.tsx';
