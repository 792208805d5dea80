import { choiceInWords, choiceLine, formatLongDate, formatPounds, ukToday, type Policy } from '@portal/contracts';
import { notFound } from '../../lib/errors.ts';
import { memberOnHostContext } from '../../plugins/member-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { listFamily } from '../family/index.ts';
import { renderCertificate } from './certificate.ts';
import { activeSelections } from '../../db/repositories/selection-reads/people.ts';
import { themeOf } from '../theme/index.ts';

const DOCUMENT_NAME = 'Cover certificate';

export async function policiesOf(ctx: SignedInContext): Promise<Policy[]> {
  const member = memberOnHostContext(ctx);
  const rows = await activeSelections(member.db, member.clientId, member.userId);
  return rows.map(({ selection, benefit }) => ({
    id: selection.id,
    selectionId: selection.id,
    benefitName: benefit.name,
    provider: benefit.provider,
    documentName: DOCUMENT_NAME,
    issuedAt: (selection.approvedAt ?? selection.createdAt).toISOString(),
    downloadPath: `${member.config.API_BASE}/user/policies/${selection.id}/download`,
  }));
}

/** The certificate of one of the user's own active selections, as a downloadable PDF in the client's colours. */
export async function certificateOf(ctx: SignedInContext, selectionId: number) {
  const member = memberOnHostContext(ctx);
  const { client: owner, user } = member;
  const found = (await activeSelections(member.db, member.clientId, member.userId)).find((row) => row.selection.id === selectionId);
  if (!found) throw notFound('Policy not found');
  const { selection, benefit } = found;
  const family = await listFamily(member.db, member.clientId, member.userId);
  const covered = family.filter((m) => selection.peopleCovered.includes(m.id)).map((m) => `${m.firstName} ${m.surname}`);
  // The level in the words of the benefit's setup ('You and your partner'), never its code.
  const coverLines = [...choiceInWords(benefit.setup, selection.values).map(choiceLine), `${user.firstName} ${user.surname}`, ...covered];
  const pdf = await renderCertificate({
    brandName: owner.benefitBrandName,
    clientName: owner.name,
    colour: themeOf(owner).primaryColour,
    holder: `${user.firstName} ${user.surname}`,
    benefitName: benefit.name,
    provider: benefit.provider,
    reference: `${owner.code.toUpperCase()}-${selection.id.toString().padStart(6, '0')}`,
    startsOn: formatLongDate(selection.startsOn),
    endsOn: selection.endsOn && formatLongDate(selection.endsOn),
    coverLines,
    monthlyCost: formatPounds(Number(selection.employeeCost)),
    issuedOn: formatLongDate(ukToday(member.now)),
  });
  const fileName = `${benefit.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-certificate.pdf`;
  return { pdf, fileName };
}
