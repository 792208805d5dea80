import { useMutation } from '@tanstack/react-query';
import { endpoints, type EmployeeFilter, type EmployeeReportType, type ReportFormat } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { saveBlob } from '../../../ui/saveBlob.ts';

/** Downloads the employee list (or two-factor table) of a search and filter as CSV or XLSX, and saves it. */
export const useEmployeeReport = (clientId: number) =>
  useMutation({
    mutationFn: async ({ filter, format, type }: { filter: EmployeeFilter; format: ReportFormat; type: EmployeeReportType }) => {
      const { blob, fileName } = await apiCall(endpoints.employerEmployeesReport, {
        params: { id: clientId },
        query: { ...filter, format, type },
        download: true,
      });
      saveBlob(blob, fileName ?? `report.${format}`);
    },
  });
