import { useMutation } from '@tanstack/react-query';
import { endpoints, pensionContributionsTexts } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export interface PensionFileChoice {
  benefit: number;
  /** The payroll month's first day. */
  month: string;
}

/** A pension's contributions of a payroll month as the PAPDIS file providers load, saved as a file. */
export async function downloadPensionContributions(clientId: number, { benefit, month }: PensionFileChoice) {
  const { blob, fileName } = await apiCall(endpoints.pensionContributions, { params: { id: clientId }, query: { benefit, month }, download: true });
  saveBlob(blob, fileName ?? pensionContributionsTexts.fileName('pension', month));
}

export const useDownloadPensionContributions = (clientId: number) =>
  useMutation({ mutationFn: (choice: PensionFileChoice) => downloadPensionContributions(clientId, choice) });
