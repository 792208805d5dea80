import type { Db } from '../db/connect.ts';
import { lifeEventTypes } from '../db/schema/index.ts';

/** Life events every demo client recognises, with the benefit groups each lets the employee change. */
export const DEMO_LIFE_EVENTS = [
  {
    code: 'birth',
    name: 'Birth of a child',
    description: 'A child has been born or adopted into your family.',
    windowDays: 30,
    groupCodes: ['pmi', 'dental', 'life', 'ccv'],
  },
  {
    code: 'marriage',
    name: 'Marriage or civil partnership',
    description: 'You have married or entered a civil partnership.',
    windowDays: 30,
    groupCodes: ['pmi', 'dental', 'life'],
  },
  {
    code: 'separation',
    name: 'Divorce or separation',
    description: 'Your marriage, civil partnership or relationship has ended.',
    windowDays: 30,
    groupCodes: ['pmi', 'dental', 'life'],
  },
  { code: 'move', name: 'Moving house', description: 'You have moved to a new home.', windowDays: 14, groupCodes: ['ctw', 'gym'] },
] as const;

export async function seedLifeEventTypes(db: Db, clientId: number) {
  await db.insert(lifeEventTypes).values(DEMO_LIFE_EVENTS.map((e) => ({ ...e, groupCodes: [...e.groupCodes], clientId })));
}
