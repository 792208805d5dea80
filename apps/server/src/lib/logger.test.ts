import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { enquiryOptions } from '../db/schema/index.ts';
import { createClient } from '../demo/factories.ts';
import { host } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { processLogger, redactUrls } from './logger.ts';

const SECRET = 'SECRETTOKEN1234567890';
const person = { firstName: 'Augusta', surname: 'Lovelace-Byron', email: 'augusta.byron@example.test', phone: '07700 900461' };

/** The real app with its real logger, writing into `lines`. */
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  database = await testDatabase();
  const client = await createClient(database.db, { code: 'acme', contactUsEnabled: true });
  await database.db.insert(enquiryOptions).values({ clientId: client.id, value: 'cover', label: 'Cover' });
  const config = parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0', LOG_LEVEL: 'info' });
  app = await buildApp({ config, database, logStream: { write: (line: string) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('log lines', () => {
  it('carry no token from a URL', async () => {
    await app.inject({ method: 'GET', url: `/api/ccv/contract-page?access_token=${SECRET}&benefit=7`, headers: host('acme') });
    app.log.warn(`GET /reset-password?token=${SECRET} looked odd`);
    const log = lines.join('');
    expect(log).toContain('/api/ccv/contract-page?access_token=[REDACTED]&benefit=7');
    expect(log).toContain('/reset-password?token=[REDACTED] looked odd');
    expect(log).not.toContain(SECRET);
  });

  it('carry no SQL parameters or row values of a failed query', async () => {
    // The database refuses every new enquiry, as a full disk or a broken constraint would.
    await database.db.execute(sql`ALTER TABLE enquiries ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    const { phone, ...visitor } = person;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: host('acme'),
      payload: { subject: 'cover', comments: `Call me on ${phone}`, ...visitor },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"enquiries\\"');
    for (const value of Object.values(person)) expect(log).not.toContain(value);
  });

  it('carry no search term or e-mail an HR administrator typed', async () => {
    await app.inject({ method: 'GET', url: '/api/v2/client/1/employees?search=Sam%20Taylor&page=2', headers: host('acme') });
    await app.inject({ method: 'GET', url: '/api/v2/client/1/employees?search=employee%40acme.test&sort_by=surname', headers: host('acme') });
    await app.inject({ method: 'GET', url: '/dev-idp/auth?login_hint=augusta.byron%40example.test&state=s1', headers: host('acme') });
    const log = lines.join('');
    expect(log).toContain('/api/v2/client/1/employees?search=[REDACTED]&page=2');
    expect(log).toContain('/api/v2/client/1/employees?search=[REDACTED]&sort_by=surname');
    for (const typed of ['Sam%20Taylor', 'employee%40acme.test', 'augusta.byron']) expect(log).not.toContain(typed);
  });

  it('of a command or a failed start carry no SQL parameters (a crash while seeding)', async () => {
    const written: string[] = [];
    const log = processLogger({ write: (line: string) => void written.push(line) });
    // The second client of the same code fails as a seed run twice at once did, with the contact e-mail as a parameter.
    await createClient(database.db, { code: 'seeded-twice', contactUsEmail: person.email });
    const failure = await createClient(database.db, { code: 'seeded-twice', contactUsEmail: person.email }).catch((error: unknown) => error);
    log.fatal({ err: failure }, 'start failed');
    const line = written.join('');
    expect(line).toContain('start failed');
    expect(line).toContain('clients_code_unique');
    expect(line).not.toContain(person.email);
    expect(line).not.toContain('seeded-twice');
  });

  it('blank credentials and personal values in query strings and one-time link paths, and nothing else', () => {
    expect(redactUrls('/api/sso/globex/callback?code=abc&state=xyz&iss=http%3A%2F%2Fidp')).toBe(
      '/api/sso/globex/callback?code=[REDACTED]&state=xyz&iss=http%3A%2F%2Fidp',
    );
    expect(redactUrls('GET /reset-password?token=t0k3n done')).toBe('GET /reset-password?token=[REDACTED] done');
    expect(redactUrls('/api/password-reset/abc123')).toBe('/api/password-reset/[REDACTED]');
    expect(redactUrls('/activation/abc123/mfa')).toBe('/activation/[REDACTED]/mfa');
    expect(redactUrls('/api/activation/dob')).toBe('/api/activation/dob');
    expect(redactUrls('/sso-login/msq/msq_abc/2026')).toBe('/sso-login/msq/[REDACTED]/2026');
    expect(redactUrls('/api/benefits?page=2')).toBe('/api/benefits?page=2');
    expect(redactUrls('/api/v2/client/1/employees?search=Lee&filter%5Bperson_activated%5D=1&perPage=10')).toBe(
      '/api/v2/client/1/employees?search=[REDACTED]&filter%5Bperson_activated%5D=1&perPage=10',
    );
    expect(redactUrls('/api/admin/users?email=a%40b.test&search=')).toBe('/api/admin/users?email=[REDACTED]&search=');
  });
});
