import { z } from 'zod';
import { familyListResponse, familyPayloadSchema, familyServerFormSchema } from './family.ts';
import { defineRoute } from './http.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

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
} as const;
