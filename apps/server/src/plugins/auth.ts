import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The logged-in person behind a request. Sessions arrive with the accounts work; until then nobody is. */
export interface SessionUser {
  id: number;
  clientId: number | null;
  email: string;
  firstName: string;
  surname: string;
  userType: 'employee' | 'employer' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
});
