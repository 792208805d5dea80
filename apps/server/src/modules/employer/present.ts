import type { EmployeeRow } from '@portal/contracts';

/** A person as the employer's list shows them; "registered" means they activated their account. */
export const employeeRow = (row: {
  id: number;
  employeeNumber: string | null;
  firstName: string;
  surname: string;
  email: string;
  location: string | null;
  grade: string | null;
  employmentStatus: EmployeeRow['employmentStatus'];
  activatedAt: Date | null;
  lastLoginAt: Date | null;
  mfaEnabled: boolean;
}): EmployeeRow => ({
  id: row.id,
  employeeNumber: row.employeeNumber,
  firstName: row.firstName,
  surname: row.surname,
  email: row.email,
  location: row.location,
  grade: row.grade,
  employmentStatus: row.employmentStatus,
  registered: row.activatedAt !== null,
  registeredAt: row.activatedAt?.toISOString() ?? null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  mfaEnabled: row.mfaEnabled,
});
