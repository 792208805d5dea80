import { z } from 'zod';
import { defineRoute } from '../shared/http.ts';
import { nominationParams, nominationRequestSchema, nominationSchema } from './schemas.ts';

/** Nominations of beneficiaries for a life-cover benefit the caller has (an expression of wish to the trustees). */
export const nominationRoutes = {
  nominations: defineRoute({
    method: 'GET',
    path: '/benefit/:id/nominations',
    base: 'main',
    summary: "The caller's nomination of beneficiaries for a life-cover benefit they have",
    params: nominationParams,
    response: nominationSchema,
  }),
  saveNominations: defineRoute({
    method: 'PUT',
    path: '/benefit/:id/nominations',
    base: 'main',
    summary: 'Replace the nomination of beneficiaries: up to 10 people whose shares add to 100%',
    params: nominationParams,
    body: nominationRequestSchema,
    response: nominationSchema,
  }),
  nominationConfirmation: defineRoute({
    method: 'GET',
    path: '/benefit/:id/nominations/confirmation',
    base: 'main',
    summary: 'The confirmation of the current nomination (PDF file)',
    params: nominationParams,
    response: z.string(),
  }),
} as const;
