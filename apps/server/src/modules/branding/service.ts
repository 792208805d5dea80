import {
  brandingTexts,
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
import type { Client } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { auditActor } from '../masquerade/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { checkLogo } from './logo.ts';
import { findAsset, findClient, storeAsset, updateBranding, type BrandingColumns } from './queries.ts';

const DEFAULT_FONT = 'Inter';

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

/** Column by column, what the form names each. */
const columnsOf = (values: BrandingValues): Partial<BrandingColumns> => ({
  benefitBrandName: values.brandName,
  primaryColour: values.primaryColour,
  secondaryColour: values.secondaryColour,
  baseFont: values.baseFont,
  headerFont: values.headerFont,
  supportEmail: values.supportEmail,
  supportPhone: values.supportPhone || null,
});

/**
 * Saves the branding in one transaction with its audit entry (each field's value before and after). The version check
 * and the write happen together: of two editors who opened the same version, the second gets 409 and the newer values.
 */
async function saveColumns(
  ctx: SignedInContext,
  clientId: number,
  version: number,
  columns: Partial<BrandingColumns>,
  alsoWrite?: (tx: SignedInContext['db']) => Promise<void>,
) {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await findClient(tx, clientId);
    if (!before) throw notFound(ssoTexts.clientNotFound);
    if ((await claimSectionVersion(tx, clientId, 'branding', version)) === null) return null;
    await alsoWrite?.(tx);
    await updateBranding(tx, clientId, columns);
    const fields = (Object.keys(columns) as (keyof BrandingColumns)[]).filter((field) => (before[field] ?? null) !== (columns[field] ?? null));
    if (fields.length > 0) {
      const { actorId, actingAs } = auditActor(ctx.user);
      await recordAudit(tx, {
        clientId,
        actorId,
        subjectId: null,
        action: 'settings.changed',
        details: {
          setting: 'branding',
          changes: fields.map((field) => ({ field, before: before[field] ?? null, after: columns[field] ?? null })),
          ...(actingAs && { actingAs }),
        },
      });
    }
    return true;
  });
  if (!saved) throw await changedSince(ctx, clientId);
  // This instance drops its copy at once; the theme call reads the row itself, so every instance shows it on the next load.
  forgetCachedClients(ctx.db);
  return loadBranding(ctx, clientId);
}

export async function saveBranding(ctx: SignedInContext, clientId: number, input: BrandingValues & { version: number }) {
  const { version, ...values } = input;
  return saveColumns(ctx, clientId, version, columnsOf(values));
}

export const assetUrl = (apiBase: string, code: string, sha256: string, ext: string) => `${apiBase}/clients/${code}/assets/${sha256}.${ext}`;

/** Checks and stores a logo, then points the theme at its content-addressed URL (one transaction, audited). */
export async function uploadLogo(ctx: SignedInContext, input: { id: number; kind: LogoKind; version: number }, contentType: string | undefined, body: unknown) {
  const client = await findClient(ctx.db, input.id);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  const logo = checkLogo(contentType, body);
  const url = assetUrl(ctx.config.API_BASE, client.code, logo.sha256, logo.ext);
  const column = input.kind === 'logo' ? 'brandHeaderLogo' : 'mobileLogo';
  return saveColumns(ctx, input.id, input.version, { [column]: url }, (tx) => storeAsset(tx, input.id, input.kind, logo));
}

/** A logo by its hash: public (the login page shows it), and only under its own client's code. */
export async function clientAsset(ctx: { db: SignedInContext['db'] }, code: string, file: string) {
  const [sha256, ext] = file.split('.');
  const asset = await findAsset(ctx.db, code, sha256!);
  if (!asset || LOGO_TYPES[asset.contentType as keyof typeof LOGO_TYPES] !== ext) throw notFound();
  return asset;
}
