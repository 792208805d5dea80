import type { LifeEvent, LifeEventType, lifeEventRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { currentBenefitIds, findType, insertEventWithWindow, listTypes, listUserEvents } from './queries.ts';

/** How far from today an event may be dated: news of a birth or a move can come a little early or late. */
const MAX_DAYS_AGO = 90;
const MAX_DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;

function clientOf(user: SessionUser): number {
  if (user.clientId === null) throw forbidden();
  return user.clientId;
}

export async function availableTypes(db: Db, user: SessionUser): Promise<LifeEventType[]> {
  const rows = await listTypes(db, clientOf(user));
  return rows.map((t) => ({ id: t.id, code: t.code, name: t.name, description: t.description, windowDays: t.windowDays }));
}

export async function eventsOf(db: Db, user: SessionUser, now: Date): Promise<LifeEvent[]> {
  const rows = await listUserEvents(db, clientOf(user), user.id);
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

/** Records the event and opens a selection window for the benefits it lets the employee change. */
export async function addEvent(db: Db, user: SessionUser, request: z.infer<typeof lifeEventRequest>, now: Date): Promise<LifeEvent> {
  const clientId = clientOf(user);
  const type = await findType(db, clientId, request.typeId);
  if (!type) throw badRequest({ typeId: 'Choose the life event' });
  const eventTime = Date.parse(`${request.eventDate}T00:00:00Z`);
  if (Number.isNaN(eventTime) || eventTime < now.getTime() - MAX_DAYS_AGO * DAY_MS || eventTime > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) {
    throw badRequest({ eventDate: `The event must be within ${MAX_DAYS_AGO} days of today` });
  }
  const closesAt = new Date(now.getTime() + type.windowDays * DAY_MS);
  const benefitIds = type.groupCodes.length > 0 ? await currentBenefitIds(db, clientId, type.groupCodes) : null;
  const event = await insertEventWithWindow(
    db,
    { clientId, userId: user.id, typeId: type.id, eventDate: request.eventDate, evidenceNote: request.evidenceNote || null, windowClosesAt: closesAt, createdAt: now },
    { clientId, userId: user.id, benefitIds, opensAt: now, closesAt, reason: `Life event: ${type.name}` },
  );
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
