import { benefitScreenTexts as t, type TotalBenefitsCard } from '@portal/contracts';
import { Figures } from '../../ui/Figures.tsx';
import { formatPounds } from '../../ui/format.ts';

/** The year's headline figures (the summary call): the package, the salary and who pays for the benefits. */
export function TotalsFigures({ data }: { data: TotalBenefitsCard }) {
  return (
    <Figures
      figures={[
        { label: t.home.totalPackage, value: formatPounds(data.totalPackage), strong: true },
        ...(data.salary === null ? [] : [{ label: t.home.salary, value: formatPounds(data.salary) }]),
        { label: t.home.employerValue, value: formatPounds(data.employerValue) },
        { label: t.home.employeeValue, value: formatPounds(data.employeeValue) },
      ]}
    />
  );
}
