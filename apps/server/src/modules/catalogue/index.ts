/** The benefit catalogue of a client (issue 28): its benefits, their price changes and the quote panel. */
export { catalogueRoutes } from './routes.ts';
/** The daily job that applies benefits' price changes on the day they take effect (issue 28 §3). */
export { priceChangeJob } from './price-change-job.ts';
/** The catalogue's lines of a client's Readiness tab. */
export { catalogueReadinessFacts } from './queries.ts';
/** For the configuration document's catalogue: a benefit's parts and its writes. */
export { benefitPartsOf, canonicalJson } from './catalogue.ts';
export { findClientBenefit, insertBenefit, setBenefitFaqs, updateBenefit } from './queries.ts';
/** Cover that follows pay (issue 36 §1): a new salary re-prices salary-linked choices. */
export { repriceForNewSalaries } from './salary-changes.ts';
/** The insurer's answer on cover above the free cover limit (issue 36 §3): the figures of the choice with it. */
export { planOf, priceWithValues } from './reprice.ts';
