import { z } from 'zod';
import { idParam } from '../shared/fields.ts';
import { familyListResponse, familyPayloadSchema, familyServerFormSchema } from './family.ts';
import { defineRoute } from '../shared/http.ts';
import { lifeEventRequest, lifeEventSchema, lifeEventTypeSchema, policySchema, profileSchema, profileUpdateSchema } from './schemas.ts';

const idParams = z.object({ id: idParam() });

/** Profile-area calls (spec §7 Profile, Family). */
export const profileRoutes = {
  familyList: defineRoute({ method: 'GET', path: '/user/family', base: 'main', summary: "The user's family members", response: familyListResponse }),
  familyAdd: defineRoute({
    method: 'POST',
    path: '/user/:id/family-members',
    base: 'main',
    summary: 'Add a family member (the id is the user)',
    params: idParams,
    body: familyPayloadSchema,
    response: familyServerFormSchema,
  }),
  familyEdit: defineRoute({
    method: 'PATCH',
    path: '/user/family-members/:id',
    base: 'main',
    summary: 'Edit a family member',
    params: idParams,
    body: familyPayloadSchema,
    response: familyServerFormSchema,
  }),
  familyRemove: defineRoute({
    method: 'DELETE',
    path: '/user/family-members/:id',
    base: 'main',
    summary: 'Remove a family member who is not covered by an active selection',
    params: idParams,
    response: z.object({ removed: z.literal(true) }),
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/user/profile',
    base: 'main',
    summary: 'Personal, employment and scheme details of the user',
    response: profileSchema,
  }),
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/user/profile',
    base: 'main',
    summary: 'Change what the employee may change (HR data stays read-only)',
    body: profileUpdateSchema,
    response: profileSchema,
  }),
  lifeEventTypes: defineRoute({
    method: 'GET',
    path: '/client/life-events/available',
    base: 'main',
    summary: "The client's life events",
    response: z.object({ available: z.array(lifeEventTypeSchema) }),
  }),
  lifeEvents: defineRoute({
    method: 'GET',
    path: '/client/life-events',
    base: 'main',
    summary: "The user's life events",
    response: z.object({ events: z.array(lifeEventSchema) }),
  }),
  addLifeEvent: defineRoute({
    method: 'POST',
    path: '/client/life-events',
    base: 'main',
    summary: 'Add a life event: opens a selection window for the benefits it allows to change',
    body: lifeEventRequest,
    response: lifeEventSchema,
  }),
  policies: defineRoute({
    method: 'GET',
    path: '/user/policies',
    base: 'main',
    summary: "The user's policy documents",
    response: z.object({ policies: z.array(policySchema) }),
  }),
  policyDownload: defineRoute({
    method: 'GET',
    path: '/user/policies/:id/download',
    base: 'main',
    summary: 'Download a cover certificate (PDF file)',
    params: idParams,
    response: z.string(),
  }),
} as const;
