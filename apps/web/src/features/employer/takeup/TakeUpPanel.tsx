import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { TakeUpPeople } from './TakeUpPeople.tsx';

export interface TakeUpPanelData {
  clientId: number;
  benefitId: number;
  name: string;
}

/** The view-benefit-takeup-detail panel: who chose one benefit. */
export default function TakeUpPanel({ data }: PanelBodyProps<'view-benefit-takeup-detail'>) {
  const { clientId, benefitId } = data;
  return <TakeUpPeople clientId={clientId} benefitId={benefitId} />;
}
