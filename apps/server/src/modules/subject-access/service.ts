import { ZipArchive } from 'archiver';
import { DEFAULT_PRIMARY_COLOUR, employerTexts, ssoTexts, subjectAccessTexts } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { memberContext } from '../../plugins/member-context.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { auditActor } from '../masquerade/index.ts';
import { personalDataDocument, type ExportAudience } from './document.ts';
import { namesOf, personOf, recordsOf } from './queries.ts';
import { renderSummary } from './summary-pdf.ts';

export interface PersonalDataFile {
  fileName: string;
  body: Buffer;
}

/** The two files in one zip, built in memory: one person's records are a few megabytes at the very most. */
async function zipOf(files: { name: string; content: Buffer }[]): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
  });
  for (const file of files) zip.append(file.content, { name: file.name });
  await zip.finalize();
  return done;
}

/** The file name: the person's id, never their name (a download folder or a mail attachment should not name them). */
const fileNameFor = (audience: ExportAudience, userId: number) => (audience === 'self' ? subjectAccessTexts.fileName : `personal-data-${userId}.zip`);

/** The export of one person of a client, or null when the client has no such person. */
export async function buildPersonalData(db: Db, clientId: number, userId: number, audience: ExportAudience, now: Date): Promise<PersonalDataFile | null> {
  // One snapshot, on one connection: every section as of the same moment, and one request holds one pooled connection.
  const read = await db.transaction(
    async (tx) => {
      const person = await personOf(tx, clientId, userId);
      if (!person) return null;
      const records = await recordsOf(tx, clientId, person);
      const others = new Set<number>();
      for (const entry of records.audit) for (const id of [entry.actorId, entry.subjectId]) if (id !== null && id !== person.id) others.add(id);
      return { person, records, names: await namesOf(tx, clientId, [...others]) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!read) return null;
  const { person, records, names } = read;
  const document = personalDataDocument(person, records, names, { audience, generatedAt: now });
  const pdf = await renderSummary(document, {
    brandName: person.brandName,
    clientName: person.clientName,
    colour: person.colour ?? DEFAULT_PRIMARY_COLOUR,
  });
  const body = await zipOf([
    { name: 'my-data.json', content: Buffer.from(JSON.stringify(document, null, 2)) },
    { name: 'my-data.pdf', content: pdf },
  ]);
  return { fileName: fileNameFor(audience, userId), body };
}

/**
 * The signed-in person's own copy, health answers included. Never in a masquerade or a magic-link session: someone
 * viewing as the person is not the person, and the copy holds what they may not see (health answers); those use
 * the administrators' calls, which are audited. Platform administrators belong to no client: 403.
 */
export async function myPersonalData(ctx: SignedInContext): Promise<PersonalDataFile> {
  if (ctx.user.masquerade) throw forbidden(ssoTexts.notWhileMasquerading);
  if (ctx.user.magicLink) throw forbidden(ssoTexts.notInMagicLinkSession);
  const member = memberContext(ctx);
  const file = await buildPersonalData(ctx.db, member.clientId, member.userId, 'self', ctx.now);
  if (!file) throw notFound();
  await recordAudit(ctx.db, {
    clientId: member.clientId,
    actorId: member.userId,
    subjectId: member.userId,
    action: 'personal-data.exported',
    details: { by: 'self', healthAnswers: true },
  });
  return file;
}

/** HR's copy of one of their client's people (a subject access request), without health answers; audited. */
export async function employerPersonalData(ctx: EmployerContext, employeeId: number): Promise<PersonalDataFile> {
  const file = await buildPersonalData(ctx.db, ctx.clientId, employeeId, 'employer', ctx.now);
  if (!file) throw notFound(employerTexts.employeeNotFound);
  const { actorId, actingAs } = auditActor(ctx.user);
  await recordAudit(ctx.db, {
    clientId: ctx.clientId,
    actorId,
    subjectId: employeeId,
    action: 'personal-data.exported',
    details: { by: 'employer', healthAnswers: false, ...(actingAs && { actingAs }) },
  });
  return file;
}

/**
 * A platform administrator's copy of a client's person, without health answers (decided: support has no more need of
 * them than HR; the person gets them from their own copy); audited.
 */
export async function adminPersonalData(ctx: SignedInContext, clientId: number, userId: number): Promise<PersonalDataFile> {
  const { actorId } = platformAdminAccess(ctx);
  const file = await buildPersonalData(ctx.db, clientId, userId, 'admin', ctx.now);
  if (!file) throw notFound(employerTexts.employeeNotFound);
  await recordAudit(ctx.db, { clientId, actorId, subjectId: userId, action: 'personal-data.exported', details: { by: 'admin', healthAnswers: false } });
  return file;
}
