import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export interface StatementPdfRequest {
  groupCode: string;
  year: number;
  /** 1-12 for one month; none for the whole year. */
  month?: number;
}

/** The statement as a PDF, fetched with the session's token (a plain link could not send it), then saved from memory. */
export async function downloadStatement({ groupCode, year, month }: StatementPdfRequest) {
  const query = month === undefined ? { year } : { year, month };
  const { blob, fileName } = await apiCall(endpoints.groupStatementPdf, { params: { id: groupCode }, query, download: true });
  saveBlob(blob, fileName ?? `${groupCode}-statement-${year}.pdf`);
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
