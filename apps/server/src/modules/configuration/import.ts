import {
  catalogueTexts,
  clientConfigurationRules,
  clientFeaturesUpdate,
  configurationTexts,
  contentAdminTexts,
  avatarSetUrl,
  LOGO_DATA_URL,
  type AuditVia,
  type BrandingValues,
  type ConfigurationImportResult,
  type ConfigurationMode,
  type ConfigurationOnExisting,
} from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientByCodeAnyCase, updateClientSettings, type ClientSettingsChange } from '../../db/repositories/clients.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { brandingColumnsOf, checkLogo, logoChange, logoColumn, writeBranding, type AssetKind, type CheckedLogo } from '../branding/index.ts';
import { features as featuresOf, insertDraftClient, writeClientSettings, type ConsoleActor } from '../client-admin/index.ts';
import {
  carouselWrite,
  cleanFaqs,
  cleanPageHtml,
  contactPanelWrite,
  enquiryOptionsWrite,
  faqsWrite,
  pageSetting,
  pageWrite,
  writeContent,
} from '../client-content/index.ts';
import { findSsoProvider, upsertSsoProvider } from '../sso/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { applyCatalogue } from './catalogue.ts';
import { countItems, hasWrites, planConfiguration, type CheckedDocument, type ConfigurationWrites } from './diff.ts';
import { readClientState, type ClientState } from './export.ts';

const t = configurationTexts;

export interface ConfigurationImportOptions {
  /** 'dry-run' answers the difference and writes nothing; 'apply' writes it in one transaction. */
  mode: ConfigurationMode;
  /** What happens to an item the client has that differs from the document's: kept ('skip') or changed ('overwrite'). */
  onExisting: ConfigurationOnExisting;
  /** Who the audit log names: the platform administrator; null for the command line and the demo seed. */
  actorId: number | null;
  /** Set by `npm run admin -- import-client` ('command-line') and the demo seed ('demo-seed'): each audit entry says who wrote it. */
  via?: AuditVia;
  now: Date;
  /** The API base (config.API_BASE): a logo's address names it. */
  apiBase: string;
}

/** Zod issues as field errors named by their JSON path, the first message of each. */
function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[], prefix = '') {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[`${prefix}${issue.path.map(String).join('.')}` || 'body'] ??= issue.message;
  return errors;
}

/**
 * A document as the import reads it: the console's rules on every part (400 naming each JSON path, nothing saved), the
 * HTML sanitised as the Content tab saves it (an answer or a page with nothing left is refused), and each logo decoded
 * and checked as an upload on the Branding tab is (PNG signature, SVG refused when it carries scripts or links, 512 kB).
 */
export function checkConfigurationDocument(raw: unknown): CheckedDocument {
  const parsed = clientConfigurationRules.safeParse(raw);
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error.issues));
  const document = parsed.data;
  const errors: Record<string, string> = {};
  const { rows, errors: answerErrors } = cleanFaqs(document.content.faqs);
  for (const [field, message] of Object.entries(answerErrors)) errors[`content.faqs.${field}`] = message;
  const page = (key: 'privacy' | 'terms' | 'cookies' | 'contactPanel') => {
    const value = document.content[key];
    if (!value) return null;
    const html = cleanPageHtml(value.html);
    if (!html) errors[`content.${key}.html`] = contentAdminTexts.required;
    return { title: value.title, html };
  };
  const logo = (key: 'logo' | 'mobileLogo' | 'clientLogo'): CheckedLogo | null => {
    const match = document.branding[key] === null ? null : LOGO_DATA_URL.exec(document.branding[key]);
    if (!match) return null;
    try {
      return checkLogo(match[1], Buffer.from(match[2]!, 'base64'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors[`branding.${key}`] = error.message;
      return null;
    }
  };
  // A benefit's description and terms as the Benefits tab saves them (sanitised); one with nothing left is refused.
  const catalogue = document.catalogue && {
    ...document.catalogue,
    schemeYears: document.catalogue.schemeYears.map((year, y) => ({
      ...year,
      benefits: year.benefits.map((benefit, b) => {
        const at = `catalogue.schemeYears.${y}.benefits.${b}`;
        const descriptionHtml = sanitizeContent(benefit.descriptionHtml).trim();
        if (!descriptionHtml) errors[`${at}.descriptionHtml`] = catalogueTexts.errors.descriptionRequired;
        const termsHtml = benefit.termsHtml === null ? null : sanitizeContent(benefit.termsHtml).trim();
        if (termsHtml === '') errors[`${at}.termsHtml`] = catalogueTexts.errors.termsRequired;
        return { ...benefit, descriptionHtml, termsHtml };
      }),
    })),
  };
  const checked: CheckedDocument = {
    document: {
      ...document,
      ...(catalogue && { catalogue }),
      content: {
        ...document.content,
        faqs: rows,
        privacy: page('privacy'),
        terms: page('terms'),
        cookies: page('cookies'),
        contactPanel: page('contactPanel'),
      },
    },
    logos: { logo: logo('logo'), mobile: logo('mobileLogo'), client: logo('clientLogo') },
  };
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return checked;
}

const changedDuringImport = () => new AppError(409, t.changedDuringImport);
const ensure = (written: boolean) => {
  if (!written) throw changedDuringImport();
};

/** The client's domains and logout address (its row, from `version`) and the provider's issuer and client id, its secret kept. */
async function writeSignOn(tx: Executor, state: ClientState, version: number, change: NonNullable<ConfigurationWrites['signOn']>, by: ConsoleActor) {
  const { client } = state;
  const columns: ClientSettingsChange = {};
  if (change.emailDomains !== undefined) columns.ssoEmailDomains = change.emailDomains;
  if (change.logoutUrl !== undefined) columns.ssoLogoutUrl = change.logoutUrl;
  const after = Object.keys(columns).length > 0 ? await updateClientSettings(tx, client.id, version, columns) : client;
  if (!after) throw changedDuringImport();
  let provider = state.provider;
  if (change.provider) {
    const stored = await findSsoProvider(tx, client.id);
    if (!stored) throw changedDuringImport();
    // As on the Sign-on tab, a new issuer or client id clears the last test: it proved the settings before.
    const row = await upsertSsoProvider(tx, {
      ...change.provider,
      clientId: client.id,
      clientSecretEncrypted: stored.clientSecretEncrypted,
      lastTestedAt: null,
      lastTestClaims: null,
    });
    provider = { issuer: row.issuer, oidcClientId: row.oidcClientId };
  }
  const record = (row: { ssoEmailDomains: string[]; ssoLogoutUrl: string | null }, withProvider: ClientState['provider']) => ({
    issuer: withProvider?.issuer ?? null,
    clientId: withProvider?.oidcClientId ?? null,
    emailDomains: row.ssoEmailDomains.join(', ') || null,
    logoutUrl: row.ssoLogoutUrl,
  });
  const changes = fieldChanges(record(client, state.provider), record(after, provider), ['issuer', 'clientId', 'emailDomains', 'logoutUrl']);
  if (changes.length > 0) {
    const details = { changes, ...(by.via && { via: by.via }) };
    await recordAudit(tx, { action: 'client.sign-on.updated', clientId: client.id, actorId: by.actorId, subjectId: null, details });
  }
  return after.settingsVersion;
}

/**
 * The writes, through the functions the console's tabs save with (each with its own audit entry), in the caller's
 * transaction. `created`: the client was made by this import, so its terms are its first (no new terms revision).
 */
async function applyWrites(tx: Db, state: ClientState, writes: ConfigurationWrites, options: ConfigurationImportOptions, created: boolean) {
  const { client, content } = state;
  const by: ConsoleActor = { actorId: options.actorId, ...(options.via && { via: options.via }) };
  let version = client.settingsVersion;
  if (writes.name !== undefined) {
    const name = writes.name;
    version = (await writeClientSettings(tx, client.id, version, 'details', by, async () => ({ name }))).settingsVersion;
  }
  if (writes.features) {
    const change = writes.features;
    // Each field passed the Features tab's rules; together with the fields kept they must too.
    const together = clientFeaturesUpdate.safeParse({ ...featuresOf(client), ...change, version });
    if (!together.success) throw badRequest(fieldErrorsOf(together.error.issues, 'features.'));
    version = (await writeClientSettings(tx, client.id, version, 'features', by, async () => change)).settingsVersion;
  }
  if (writes.signOn) version = await writeSignOn(tx, state, version, writes.signOn, by);
  if (writes.branding) {
    const columns = brandingColumnsOf(writes.branding.values as Partial<BrandingValues>);
    const stores: ((tx: Executor) => Promise<void>)[] = [];
    if (writes.branding.avatarSet !== undefined) columns.avatarSetUrl = writes.branding.avatarSet && avatarSetUrl(writes.branding.avatarSet);
    for (const [kind, logo] of Object.entries(writes.branding.logos) as [AssetKind, CheckedLogo | null][]) {
      if (logo === null) {
        columns[logoColumn(kind)] = null;
        continue;
      }
      const change = logoChange(options.apiBase, client, kind, logo);
      Object.assign(columns, change.columns);
      stores.push(change.store);
    }
    ensure(
      await writeBranding(tx, client.id, state.brandingVersion, columns, by, async (inner) => {
        for (const store of stores) await store(inner);
      }),
    );
  }
  if (writes.faqs) ensure(await writeContent(tx, client.id, 'faqs', by, faqsWrite(client.id, content.faqs.version, writes.faqs)));
  for (const [type, revision] of [
    ['policy', content.privacy.revision],
    ['terms', content.terms.revision],
    ['cookie', content.cookies.revision],
  ] as const) {
    const page = writes.pages?.[type];
    const write = page && pageWrite(client.id, type, revision, page, options.now, { firstTerms: created });
    if (write) ensure(await writeContent(tx, client.id, pageSetting(type), by, write));
  }
  if (writes.enquiryOptions) {
    ensure(await writeContent(tx, client.id, 'enquiry-options', by, enquiryOptionsWrite(client.id, content.enquiryOptions.version, writes.enquiryOptions)));
  }
  if (writes.carouselSlides) {
    ensure(await writeContent(tx, client.id, 'carousel', by, carouselWrite(client.id, content.carouselSlides.version, writes.carouselSlides)));
  }
  if (writes.contactPanel) ensure(await writeContent(tx, client.id, 'contact-panel', by, contactPanelWrite(client.id, writes.contactPanel)));
  // Last: a benefit's related questions are the client's FAQs by question, as just written.
  if (writes.catalogue) version = await applyCatalogue(tx, client, version, writes.catalogue, by, options.now);
}

/**
 * Imports a configuration document (issue 27 §3): the one way a client is set up from a file, for the admin console's
 * call, the command line and the demo seed alike. `document` is checked here (400 naming each JSON path, nothing
 * saved). A dry run answers the difference item by item and writes nothing (a read-only transaction); an apply writes
 * it in one transaction, each part through the console's own save with its audit entry, plus one
 * 'client.configuration.imported' entry with the counts. A code no client has makes a new client in draft with the
 * document's set-up. An apply that would change nothing writes nothing at all, its audit entry included.
 */
export async function importClientConfiguration(db: Db, document: unknown, options: ConfigurationImportOptions): Promise<ConfigurationImportResult> {
  const checked = checkConfigurationDocument(document);
  const { code } = checked.document.details;
  const run = async (tx: Db): Promise<ConfigurationImportResult> => {
    const client = await findClientByCodeAnyCase(tx, code);
    const state = client ? await readClientState(tx, client) : null;
    const plan = planConfiguration(state, checked, options.onExisting);
    const counts = countItems(plan.items);
    const answer = (applied: boolean, clientId: number | null) => ({
      mode: options.mode,
      onExisting: options.onExisting,
      clientCode: code,
      clientId,
      created: client === undefined,
      applied,
      counts,
      items: plan.items,
    });
    if (options.mode === 'dry-run' || (state && !hasWrites(plan.writes))) return answer(false, client?.id ?? null);

    let target = state;
    let writes = plan.writes;
    if (!target) {
      // A new client: made as the console makes one, then brought to the document's set-up field by field.
      const created = await insertDraftClient(
        tx,
        { name: checked.document.details.name, code },
        { actorId: options.actorId, ...(options.via && { via: options.via }) },
      );
      target = await readClientState(tx, created);
      writes = planConfiguration(target, checked, 'overwrite').writes;
    }
    await applyWrites(tx, target, writes, options, client === undefined);
    await recordAudit(tx, {
      action: 'client.configuration.imported',
      clientId: target.client.id,
      actorId: options.actorId,
      subjectId: null,
      details: { clientCode: code, created: client === undefined, onExisting: options.onExisting, ...counts, ...(options.via && { via: options.via }) },
    });
    return answer(true, target.client.id);
  };
  const result = options.mode === 'dry-run' ? await db.transaction(run, { accessMode: 'read only' }) : await db.transaction(run);
  if (result.applied) forgetCachedClients(db);
  return result;
}
