import {
  brandingTexts,
  type AuditPerson,
  type AuditVia,
  DEFAULT_ACCENT_COLOUR,
  DEFAULT_PRIMARY_COLOUR,
  ssoTexts,
  type Branding,
  type BrandingValues,
  type LogoKind,
  LOGO_TYPES,
} from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { claimSectionVersion, sectionVersion } from '../../db/repositories/section-versions.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { Client } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { auditActor } from '../masquerade/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { checkLogo, type CheckedLogo } from './logo.ts';
import { findAsset, findClient, findOwnAsset, storeAsset, updateBranding, type BrandingColumns } from './queries.ts';

const DEFAULT_FONT = 'Inter';

/** The Branding tab's values of a client, as the tab shows them (the portal's defaults where it has none). */
export function brandingValuesOf(client: Client): Omit<Branding, 'clientId' | 'clientCode' | 'logoUrl' | 'mobileLogoUrl' | 'version'> {
  const { clientId: _id, clientCode: _code, logoUrl: _logo, mobileLogoUrl: _mobile, version: _version, ...values } = brandingOf(client, 0);
  return values;
}

function brandingOf(client: Client, version: number): Branding {
  return {
    clientId: client.id,
    clientCode: client.code,
    brandName: client.benefitBrandName,
    primaryColour: client.primaryColour ?? DEFAULT_PRIMARY_COLOUR,
    secondaryColour: client.secondaryColour ?? DEFAULT_ACCENT_COLOUR,
    baseFont: client.baseFont ?? DEFAULT_FONT,
    headerFont: client.headerFont ?? DEFAULT_FONT,
    supportEmail: client.supportEmail,
    supportPhone: client.supportPhone ?? '',
    logoUrl: client.brandHeaderLogo,
    mobileLogoUrl: client.mobileLogo,
    version,
  };
}

async function loadBranding(ctx: SignedInContext, clientId: number): Promise<Branding> {
  const client = await findClient(ctx.db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return brandingOf(client, await sectionVersion(ctx.db, clientId, 'branding'));
}

/** 409 with the values saved since the editor opened them, so it can show them. */
const changedSince = async (ctx: SignedInContext, clientId: number) =>
  new AppError(409, brandingTexts.changedSinceOpened, undefined, { current: await loadBranding(ctx, clientId) });

export const clientBranding = (ctx: SignedInContext, clientId: number) => loadBranding(ctx, clientId);

/** Column by column, what the form names each (only the fields given). */
export function brandingColumnsOf(values: Partial<BrandingValues>): Partial<BrandingColumns> {
  const columns: Partial<BrandingColumns> = {};
  if (values.brandName !== undefined) columns.benefitBrandName = values.brandName;
  if (values.primaryColour !== undefined) columns.primaryColour = values.primaryColour;
  if (values.secondaryColour !== undefined) columns.secondaryColour = values.secondaryColour;
  if (values.baseFont !== undefined) columns.baseFont = values.baseFont;
  if (values.headerFont !== undefined) columns.headerFont = values.headerFont;
  if (values.supportEmail !== undefined) columns.supportEmail = values.supportEmail;
  if (values.supportPhone !== undefined) columns.supportPhone = values.supportPhone || null;
  return columns;
}

/** Who the audit entry names: the administrator, and whose session they acted in (none for the command line). */
export interface AuditedBy {
  actorId: number | null;
  actingAs?: AuditPerson;
  /** Written by an operator's command (`npm run admin`) or the demo seed: no one is logged in. */
  via?: AuditVia;
}

/**
 * Writes branding columns in the caller's transaction with their audit entry (each field's value before and after),
 * from the section version the caller opened: false (nothing written) when it moved on since. `alsoWrite` runs in the
 * same transaction (a logo's bytes).
 */
export async function writeBranding(
  tx: Executor,
  clientId: number,
  version: number,
  columns: Partial<BrandingColumns>,
  by: AuditedBy,
  alsoWrite?: (tx: Executor) => Promise<void>,
): Promise<boolean> {
  const before = await findClient(tx, clientId);
  if (!before) throw notFound(ssoTexts.clientNotFound);
  if ((await claimSectionVersion(tx, clientId, 'branding', version)) === null) return false;
  await alsoWrite?.(tx);
  await updateBranding(tx, clientId, columns);
  const fields = (Object.keys(columns) as (keyof BrandingColumns)[]).filter((field) => (before[field] ?? null) !== (columns[field] ?? null));
  if (fields.length > 0) {
    await recordAudit(tx, {
      clientId,
      actorId: by.actorId,
      subjectId: null,
      action: 'settings.changed',
      details: {
        setting: 'branding',
        changes: fields.map((field) => ({ field, before: before[field] ?? null, after: columns[field] ?? null })),
        ...(by.actingAs && { actingAs: by.actingAs }),
        ...(by.via && { via: by.via }),
      },
    });
  }
  return true;
}

/**
 * Saves the branding in one transaction with its audit entry. The version check and the write happen together: of two
 * editors who opened the same version, the second gets 409 and the newer values.
 */
async function saveColumns(
  ctx: SignedInContext,
  clientId: number,
  version: number,
  columns: Partial<BrandingColumns>,
  alsoWrite?: (tx: Executor) => Promise<void>,
) {
  const saved = await ctx.db.transaction((tx) => writeBranding(tx, clientId, version, columns, auditActor(ctx.user), alsoWrite));
  if (!saved) throw await changedSince(ctx, clientId);
  // This instance drops its copy at once; the theme call reads the row itself, so every instance shows it on the next load.
  forgetCachedClients(ctx.db);
  return loadBranding(ctx, clientId);
}

export async function saveBranding(ctx: SignedInContext, clientId: number, input: BrandingValues & { version: number }) {
  const { version, ...values } = input;
  return saveColumns(ctx, clientId, version, brandingColumnsOf(values));
}

export const assetUrl = (apiBase: string, code: string, sha256: string, ext: string) => `${apiBase}/clients/${code}/assets/${sha256}.${ext}`;

/** The Branding tab's two logos, and the client company's own logo beside them, which only a configuration document sets. */
export type AssetKind = LogoKind | 'client';

const logoColumns = { logo: 'brandHeaderLogo', mobile: 'mobileLogo', client: 'logoFileUrl' } as const satisfies Record<AssetKind, keyof BrandingColumns>;

/** The column a logo's URL is kept in. */
export const logoColumn = (kind: AssetKind) => logoColumns[kind];

/** A checked logo of the client: its column pointing at its content-addressed URL, and the write that stores its bytes. */
export function logoChange(apiBase: string, client: Pick<Client, 'id' | 'code'>, kind: AssetKind, logo: CheckedLogo) {
  return {
    columns: { [logoColumn(kind)]: assetUrl(apiBase, client.code, logo.sha256, logo.ext) } as Partial<BrandingColumns>,
    store: (tx: Executor) => storeAsset(tx, client.id, kind, logo),
  };
}

/** Checks and stores a logo, then points the theme at its content-addressed URL (one transaction, audited). */
export async function uploadLogo(ctx: SignedInContext, input: { id: number; kind: LogoKind; version: number }, contentType: string | undefined, body: unknown) {
  const client = await findClient(ctx.db, input.id);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  const change = logoChange(ctx.config.API_BASE, client, input.kind, checkLogo(contentType, body));
  return saveColumns(ctx, input.id, input.version, change.columns, change.store);
}

/** The bytes of one of the client's logos, by the URL its column holds; null when it names no stored logo of the client. */
export async function logoBytes(db: Executor, clientId: number, url: string | null) {
  const sha256 = url ? /\/([0-9a-f]{64})\.(?:png|svg)$/.exec(url)?.[1] : undefined;
  return sha256 ? ((await findOwnAsset(db, clientId, sha256)) ?? null) : null;
}

/** A logo by its hash: public (the login page shows it), and only under its own client's code. */
export async function clientAsset(ctx: { db: SignedInContext['db'] }, code: string, file: string) {
  const [sha256, ext] = file.split('.');
  const asset = await findAsset(ctx.db, code, sha256!);
  if (!asset || LOGO_TYPES[asset.contentType as keyof typeof LOGO_TYPES] !== ext) throw notFound();
  return asset;
}
