import { platformSettingsTexts as t } from '@portal/contracts';

/** What the confirm-enforcement modal is opened with. */
export interface EnforcementChange {
  clientId: number;
  group: 'employees' | 'employers';
  on: boolean;
}

/** The modal's heading, known before its body loads. */
export const enforcementTitle = (change: EnforcementChange) => (change.on ? t.confirmTitle.on : t.confirmTitle.off);
