import { Link } from 'react-router';
import { benefitScreenTexts as t } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { TotalBenefitsView } from './TotalBenefitsView.tsx';

/** /app/my-total-benefits/: the year's figures and the value of each benefit as a table. */
export function TotalBenefitsPage() {
  return <TotalBenefitsView title={t.total.title} switchLink={<Link to={paths.app.myTotalBenefitsEnhanced}>{t.total.enhancedLink}</Link>} />;
}

export { TotalBenefitsPage as Component };
