import { platformSettingsTexts as t } from '@portal/contracts';

/** What the confirm-enforcement modal is opened with. */
export interface EnforcementChange {
  clientId: number;
  group: 'employees' | 'employers';
  on: boolean;
}

/** The modal's heading, known before its body loads. */
export const enforcementTitle = (data: unknown) => ((data as EnforcementChange | null)?.on === false ? t.confirmTitle.off : t.confirmTitle.on);
