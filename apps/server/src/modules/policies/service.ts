import type { Policy } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { Client } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { listFamily } from '../family/queries.ts';
import { renderCertificate } from './certificate.ts';
import { activeSelections } from './queries.ts';

const DOCUMENT_NAME = 'Cover certificate';

function clientOf(user: SessionUser, client: Client | null): Client {
  if (user.clientId === null || !client || client.id !== user.clientId) throw forbidden();
  return client;
}

const pounds = (value: string | number) => `£${Number(value).toFixed(2)}`;

export async function policiesOf(db: Db, user: SessionUser, client: Client | null, apiBase: string): Promise<Policy[]> {
  const owner = clientOf(user, client);
  const rows = await activeSelections(db, owner.id, user.id);
  return rows.map(({ selection, benefit }) => ({
    id: selection.id,
    selectionId: selection.id,
    benefitName: benefit.name,
    provider: benefit.provider,
    documentName: DOCUMENT_NAME,
    issuedAt: (selection.approvedAt ?? selection.createdAt).toISOString(),
    downloadPath: `${apiBase}/user/policies/${selection.id}/download`,
  }));
}

/** The certificate of one of the user's own active selections, as a downloadable HTML file. */
export async function certificateOf(db: Db, user: SessionUser, client: Client | null, selectionId: number, today: string) {
  const owner = clientOf(user, client);
  const found = (await activeSelections(db, owner.id, user.id)).find((row) => row.selection.id === selectionId);
  if (!found) throw notFound('Policy not found');
  const { selection, benefit } = found;
  const family = await listFamily(db, owner.id, user.id);
  const covered = family.filter((m) => selection.peopleCovered.includes(m.id)).map((m) => `${m.firstName} ${m.surname}`);
  const coverLines = [
    ...(selection.values.option ? [`Level: ${selection.values.option}`] : []),
    ...(selection.values.amount !== undefined ? [`Amount: ${pounds(selection.values.amount)}`] : []),
    `${user.firstName} ${user.surname}`,
    ...covered,
  ];
  const html = renderCertificate({
    brandName: owner.benefitBrandName,
    clientName: owner.name,
    holder: `${user.firstName} ${user.surname}`,
    benefitName: benefit.name,
    provider: benefit.provider,
    reference: `${owner.code.toUpperCase()}-${selection.id.toString().padStart(6, '0')}`,
    startsOn: selection.startsOn,
    endsOn: selection.endsOn,
    coverLines,
    monthlyCost: pounds(selection.employeeCost),
    issuedOn: today,
  });
  const fileName = `${benefit.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-certificate.html`;
  return { html, fileName };
}
