/** The benefits area's public face: its routes, side panels, and the benefits load the header runs after login. */
export { benefitRoutes } from './routes.ts';
export { benefitPanels } from './panels/registry.ts';
export { useBenefitsLoad, useVoucherOnly } from './api/eligibleBenefits.ts';
export { isVoucherOnly } from './voucherOnly.ts';
