import { approvalTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';

/** Spec §2: Home > Employer dashboard > Approve Selections, on the list and on a benefit's table. */
export const approvalCrumbs = [{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }];
