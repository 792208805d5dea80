import { Link } from 'react-router';
import { benefitScreenTexts as t } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { BenefitsChart } from './BenefitsChart.tsx';
import { TotalBenefitsView } from './TotalBenefitsView.tsx';

/** /app/my-total-benefits-enhanced/: the same figures and table, with a chart. */
export function TotalBenefitsEnhancedPage() {
  return (
    <TotalBenefitsView
      title={t.total.enhancedTitle}
      chart={(data, title) => <BenefitsChart data={data} title={title} />}
      switchLink={<Link to={paths.app.myTotalBenefits}>{t.total.simpleLink}</Link>}
    />
  );
}

export { TotalBenefitsEnhancedPage as Component };
