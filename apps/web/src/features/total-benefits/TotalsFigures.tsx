import { benefitScreenTexts as t, formatPounds, type TotalBenefitsCard } from '@portal/contracts';
import { Figures } from '../../ui/Figures.tsx';

/** The year's headline figures (the summary call): what the benefits are worth, who pays, and the package with the salary. */
export function TotalsFigures({ data }: { data: TotalBenefitsCard }) {
  return (
    <Figures
      figures={[
        { label: t.home.benefitsValue, value: formatPounds(data.totalValue), strong: true },
        { label: t.home.employerValue, value: formatPounds(data.employerValue) },
        { label: t.home.employeeValue, value: formatPounds(data.employeeValue) },
        ...(data.salary === null ? [] : [{ label: t.home.salary, value: formatPounds(data.salary) }]),
        ...(data.totalPackage === null ? [] : [{ label: t.home.totalPackage, value: formatPounds(data.totalPackage) }]),
      ]}
    />
  );
}
