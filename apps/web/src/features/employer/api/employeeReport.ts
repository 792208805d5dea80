import { useMutation } from '@tanstack/react-query';
import { endpoints, type EmployeeFilter, type EmployeeReportLayout, type EmployeeReportType, type ReportFormat } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

export interface EmployeeReportRequest {
  filter: EmployeeFilter;
  format: ReportFormat;
  type: EmployeeReportType;
  /** The upload template's columns, to edit and upload again (the employee list only); the list's own by default. */
  layout?: EmployeeReportLayout;
}

/** The employee list (or two-factor table) of a search and filter as CSV or XLSX, saved as a file. */
export async function downloadEmployeeReport(clientId: number, { filter, format, type, layout }: EmployeeReportRequest) {
  const query = { ...filter, format, type, ...(layout && { layout }) };
  const { blob, fileName } = await apiCall(endpoints.employerEmployeesReport, { params: { id: clientId }, query, download: true });
  saveBlob(blob, fileName ?? `report.${format}`);
}

export const useEmployeeReport = (clientId: number) =>
  useMutation({ mutationFn: (request: EmployeeReportRequest) => downloadEmployeeReport(clientId, request) });
