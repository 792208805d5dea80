import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, partners, type NewPartner, type Partner } from '../../db/schema/index.ts';

export async function findPartner(db: Db, clientId: number, code: string): Promise<Partner | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.clientId, clientId), eq(partners.code, code)))
    .limit(1);
  return row;
}

/** The partner of the client named by code, for the partner side that only has the assertion. */
export async function findPartnerOfClientCode(db: Db, clientCode: string, partnerCode: string): Promise<Partner | undefined> {
  const [row] = await db
    .select({ partner: partners })
    .from(partners)
    .innerJoin(clients, eq(clients.id, partners.clientId))
    .where(and(eq(clients.code, clientCode), eq(partners.code, partnerCode)))
    .limit(1);
  return row?.partner;
}

export async function insertPartner(db: Db, partner: NewPartner): Promise<Partner> {
  const [row] = await db.insert(partners).values(partner).returning();
  if (!row) throw new Error('partner not stored');
  return row;
}

/** Every partner with its client's code (the few the demo partner stand-in serves are among them). */
export async function partnersWithClientCode(db: Db) {
  return db
    .select({ id: partners.id, code: partners.code, url: partners.url, clientCode: clients.code })
    .from(partners)
    .innerJoin(clients, eq(clients.id, partners.clientId));
}

export async function setPartnerUrl(db: Db, partnerId: number, url: string): Promise<void> {
  await db.update(partners).set({ url }).where(eq(partners.id, partnerId));
}
