import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditDescription, clientConfigurationDocument, configurationTexts, type ClientConfigurationDocument } from '@portal/contracts';
import { auditLog, clients, users } from '../db/schema/index.ts';
import { checkConfigurationDocument, exportClientConfiguration, importClientConfiguration } from '../modules/configuration/index.ts';
import { devIdpIssuer } from '../modules/sso/index.ts';
import { seededApp } from '../test/seeded.ts';
import { tableCounts } from '../test/table-counts.ts';
import { acmeClosedWindow } from './benefit-seed.ts';
import { datedDemoDocument, DEMO_DOCUMENT_YEAR } from './demo-catalogue.ts';
import { DEMO_CLIENT_DOCUMENTS, type DemoClientCode } from './seed.ts';

// A year after the documents' own, so the seed moves their scheme years on.
const SEED_NOW = new Date(`${DEMO_DOCUMENT_YEAR + 1}-06-15T10:00:00Z`);
const ctx = seededApp({ now: SEED_NOW });
const codes = Object.keys(DEMO_CLIENT_DOCUMENTS) as DemoClientCode[];
/** The clients the demo identity provider signs in (sso-seed.ts): their sign-on is this installation's, not their document's. */
const signingInByDemoIdp: DemoClientCode[] = ['globex', 'initech'];

/** A document as the seed leaves its client: its scheme years moved to the seed's year, and Acme's window closed two weeks ago. */
function asSeeded(code: DemoClientCode): ClientConfigurationDocument {
  const dated = datedDemoDocument(DEMO_CLIENT_DOCUMENTS[code], SEED_NOW);
  if (code !== 'acme') return dated;
  const years = dated.catalogue!.schemeYears.map((year) => ({ ...year, ...acmeClosedWindow(SEED_NOW) }));
  return { ...dated, catalogue: { ...dated.catalogue!, schemeYears: years } };
}

describe('the demo clients are their configuration documents (clients/<code>.json)', () => {
  it.each(codes)('%s: the document passes the import’s checks and is in the form the portal stores', (code) => {
    const document = DEMO_CLIENT_DOCUMENTS[code];
    expect(clientConfigurationDocument.safeParse(document).success).toBe(true);
    // Colours in upper case, HTML as sanitised, text trimmed: what an export gives back.
    expect(checkConfigurationDocument(document).document).toEqual(document);
    expect(document.details.code).toBe(code);
  });

  it.each(codes)('%s: the seeded client exports as its document, its scheme years in the seed’s year', async (code) => {
    const exported = await exportClientConfiguration(ctx.db, code);
    const demoIdp = ctx.config.devIdp && signingInByDemoIdp.includes(code);
    expect({ ...exported, signOn: null }).toEqual(asSeeded(code));
    expect(exported.catalogue!.schemeYears.map((year) => year.year)).toEqual(code === 'acme' || code === 'globex' ? [DEMO_DOCUMENT_YEAR + 1] : []);
    expect(exported.signOn).toEqual(
      demoIdp ? { issuer: devIdpIssuer(ctx.config), clientId: code, emailDomains: [`${code}.test`], logoutUrl: expect.stringContaining(code) } : null,
    );
  });

  it('applies each document to the seeded demo again without changing anything', async () => {
    const before = await tableCounts(ctx.db);
    for (const code of codes) {
      for (const onExisting of ['skip', 'overwrite'] as const) {
        const options = { mode: 'apply', onExisting, actorId: null, via: 'demo-seed', now: new Date(), apiBase: ctx.config.API_BASE } as const;
        const result = await importClientConfiguration(ctx.db, asSeeded(code), options);
        // Every item is unchanged, but the sign-on of the clients the demo identity provider signs in: the seed sets it
        // for this installation after the import, and a document without sign-on keeps the client's.
        const demoIdp = ctx.config.devIdp && signingInByDemoIdp.includes(code);
        expect(result, code).toMatchObject({ created: false, applied: false, counts: { added: 0, changed: 0, skipped: demoIdp ? 1 : 0 } });
        expect(result.items.filter((item) => item.kind !== 'unchanged')).toEqual(
          demoIdp ? [{ section: 'signOn', item: 'signOn', path: 'signOn', kind: 'skipped', reason: configurationTexts.reasons.signOnKept }] : [],
        );
      }
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('takes the demo clients live, keeps their terms at the first revision their people accepted, and says so in the audit log', async () => {
    const rows = await ctx.db.select().from(clients).orderBy(clients.id);
    expect(rows.map((c) => [c.code, c.status, c.termsRevision])).toEqual([
      ['acme', 'live', 1],
      ['globex', 'live', 1],
      ['umbrella', 'live', 1],
      ['initech', 'live', 1],
    ]);
    const sam = (await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test')))[0];
    expect(sam?.termsRevisionAccepted).toBe(1);
    const acme = rows[0]!;
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, acme.id), isNull(auditLog.actorId)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['client.created', 'client.configuration.imported', 'client.live']));
    expect(entries.every((entry) => (entry.details as { via?: string }).via === 'demo-seed')).toBe(true);
    const created = entries.find((entry) => entry.action === 'client.created')!;
    expect(auditDescription({ ...created, details: created.details as Record<string, unknown>, actor: null, subject: null })).toMatch(/^The demo seed /);
  });
});
