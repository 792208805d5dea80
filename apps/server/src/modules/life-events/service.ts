import type { LifeEvent, LifeEventType, lifeEventRequest } from '@portal/contracts';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { clientOfPerson } from '../../mail/branded.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { memberContext } from '../../plugins/member-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { choosableBenefits, employeeContext } from '../benefits/index.ts';
import { lifeEventMail } from './mail.ts';
import { currentBenefitIds, findType, insertEventWithWindow, listTypes, listUserEvents } from './queries.ts';

/** How far from today an event may be dated: news of a birth or a move can come a little early or late. */
const MAX_DAYS_AGO = 90;
const MAX_DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;

/** Life events are an employee's, of their client; platform administrators have none. */
export async function availableTypes(ctx: SignedInContext): Promise<LifeEventType[]> {
  const member = memberContext(ctx);
  const rows = await listTypes(member.db, member.clientId);
  return rows.map((t) => ({ id: t.id, code: t.code, name: t.name, description: t.description, windowDays: t.windowDays }));
}

export async function eventsOf(ctx: SignedInContext): Promise<LifeEvent[]> {
  const { db, clientId, userId, now } = memberContext(ctx);
  const rows = await listUserEvents(db, clientId, userId);
  return rows.map(({ event, name }) => ({
    id: event.id,
    typeId: event.typeId,
    name,
    eventDate: event.eventDate,
    evidenceNote: event.evidenceNote,
    status: event.windowClosesAt > now ? 'open' : 'closed',
    windowClosesAt: event.windowClosesAt.toISOString(),
    createdAt: event.createdAt.toISOString(),
  }));
}

/** Records the event, opens a selection window for the benefits it lets the employee change, and e-mails them what it opens. */
export async function addEvent(ctx: SignedInContext, request: z.infer<typeof lifeEventRequest>): Promise<LifeEvent> {
  const { db, clientId, userId, now } = memberContext(ctx);
  const type = await findType(db, clientId, request.typeId);
  if (!type) throw badRequest({ typeId: 'Choose the life event' });
  const eventTime = Date.parse(`${request.eventDate}T00:00:00Z`);
  if (Number.isNaN(eventTime) || eventTime < now.getTime() - MAX_DAYS_AGO * DAY_MS || eventTime > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) {
    throw badRequest({ eventDate: `The event must be within ${MAX_DAYS_AGO} days of today` });
  }
  const closesAt = new Date(now.getTime() + type.windowDays * DAY_MS);
  const benefitIds = type.groupCodes.length > 0 ? await currentBenefitIds(db, clientId, type.groupCodes) : null;
  const opens = choosableBenefits(await employeeContext(ctx), benefitIds).map((b) => b.name);
  const mail = lifeEventMail(ctx.config, await clientOfPerson(db, clientId, ctx.client), ctx.user, {
    name: type.name,
    eventDate: request.eventDate,
    closesAt,
    opens,
  });
  const event = await db.transaction(async (tx) => {
    const row = await insertEventWithWindow(
      tx,
      { clientId, userId, typeId: type.id, eventDate: request.eventDate, evidenceNote: request.evidenceNote || null, windowClosesAt: closesAt, createdAt: now },
      { clientId, userId, benefitIds, opensAt: now, closesAt, reason: type.name, eventDate: request.eventDate },
    );
    await enqueueMail(tx, mail);
    return row;
  });
  return {
    id: event.id,
    typeId: type.id,
    name: type.name,
    eventDate: event.eventDate,
    evidenceNote: event.evidenceNote,
    status: 'open',
    windowClosesAt: closesAt.toISOString(),
    createdAt: event.createdAt.toISOString(),
  };
}
