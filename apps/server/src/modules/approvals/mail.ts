import { approvalMailTexts as t, formatLongDate } from '@portal/contracts';
import { publicUrl, type Config } from '../../config.ts';
import type { Client } from '../../db/schema/index.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';

export interface DecisionMail {
  to: string;
  firstName: string;
  benefitId: number;
  benefitName: string;
  approved: boolean;
  /** A change of cover in force (which carries on if refused), not a first choice. */
  change: boolean;
  startsOn: string;
  reason: string | null;
}

/** The employee's e-mail about the employer's decision: approved with its start, or rejected with the reason. */
export function decisionMail(config: Config, client: Client, d: DecisionMail): OutgoingMail {
  const decision = d.approved
    ? (d.change ? t.changeApproved : t.approved)(d.benefitName, formatLongDate(d.startsOn))
    : (d.change ? t.changeRejected : t.rejected)(d.benefitName);
  const paragraphs = d.approved ? [decision] : [decision, ...(d.reason ? [t.reason(d.reason)] : []), t.resubmit];
  const mail = renderMail(d.approved ? t.subject.approved(d.benefitName) : t.subject.rejected(d.benefitName), {
    brandName: client.benefitBrandName,
    primaryColour: client.primaryColour ?? '001B71',
    heading: t.heading(d.firstName),
    paragraphs,
    action: { label: t.action, url: publicUrl(config, client.code, `/app/my-benefits/${d.benefitId}`) },
  });
  return { ...mail, to: d.to, clientId: client.id };
}
