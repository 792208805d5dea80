import { createHash } from 'node:crypto';
import { AVATAR_SETS, avatarSetUrl, CONFIGURATION_VERSION, type AvatarSet, type ClientConfigurationDocument } from '@portal/contracts';
import type { Executor } from '../../db/repositories/executor.ts';
import { sectionVersion } from '../../db/repositories/section-versions.ts';
import type { Client } from '../../db/schema/index.ts';
import { brandingValuesOf, logoBytes, type AssetKind } from '../branding/index.ts';
import { features } from '../client-admin/index.ts';
import { contentSnapshot, type ContentSnapshot } from '../client-content/index.ts';
import { findSsoProvider } from '../sso/index.ts';
import { catalogueDocumentOf, readCatalogue, type CatalogueState } from './catalogue.ts';

/** A logo as stored, or as a document brings it: its type, bytes and their SHA-256. */
export interface LogoFile {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/**
 * Everything a configuration document says about a client, read in one place for the export and the import's
 * difference (so both always agree), with what a write must name: the section versions, ids and revisions.
 */
export interface ClientState {
  client: Client;
  branding: ReturnType<typeof brandingValuesOf>;
  brandingVersion: number;
  /** The stored logo of each kind; `url` without `file` is a logo the database does not hold (an address of the web app). */
  logos: Record<AssetKind, { url: string; file: LogoFile | null } | null>;
  /** The avatar set, when the client's avatarSetUrl is one the portal ships; else null. */
  avatarSet: AvatarSet | null;
  /** The identity provider's issuer and client id: never its secret. */
  provider: { issuer: string; oidcClientId: string } | null;
  content: ContentSnapshot;
  /** The benefits catalogue: the new-starter window, scheme years and their benefits. */
  catalogue: CatalogueState;
}

const fileOf = (stored: { contentType: string; bytes: Buffer } | null): LogoFile | null =>
  stored && { ...stored, sha256: createHash('sha256').update(stored.bytes).digest('hex') };

export async function readClientState(db: Executor, client: Client): Promise<ClientState> {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const brandingVersion = await sectionVersion(db, client.id, 'branding');
  const logo = await logoBytes(db, client.id, client.brandHeaderLogo);
  const mobile = await logoBytes(db, client.id, client.mobileLogo);
  const clientLogo = await logoBytes(db, client.id, client.logoFileUrl);
  const provider = await findSsoProvider(db, client.id);
  const content = await contentSnapshot(db, client.id, client.termsRevision);
  const catalogue = await readCatalogue(db, client);
  return {
    client,
    branding: brandingValuesOf(client),
    brandingVersion,
    logos: {
      logo: client.brandHeaderLogo === null ? null : { url: client.brandHeaderLogo, file: fileOf(logo) },
      mobile: client.mobileLogo === null ? null : { url: client.mobileLogo, file: fileOf(mobile) },
      client: client.logoFileUrl === null ? null : { url: client.logoFileUrl, file: fileOf(clientLogo) },
    },
    avatarSet: AVATAR_SETS.find((set) => avatarSetUrl(set) === client.avatarSetUrl) ?? null,
    provider: provider ? { issuer: provider.issuer, oidcClientId: provider.oidcClientId } : null,
    content,
    catalogue,
  };
}

export const dataUrlOf = (file: LogoFile) => `data:${file.contentType};base64,${file.bytes.toString('base64')}`;

/** The client has sign-on of some kind: a provider, domains routed to one, or a logout address. */
export const hasSignOn = (state: ClientState) => state.provider !== null || state.client.ssoEmailDomains.length > 0 || state.client.ssoLogoutUrl !== null;

/**
 * The document of a client, of this portal's version (with the whole catalogue). A logo the database does not hold (an
 * address of the web app's own files, as the demo seed used to set) has no bytes to put inline and is left out (null).
 */
export function documentOf(state: ClientState): ClientConfigurationDocument {
  const { client, content } = state;
  const inline = (kind: AssetKind) => {
    const file = state.logos[kind]?.file;
    return file ? dataUrlOf(file) : null;
  };
  return {
    version: CONFIGURATION_VERSION,
    details: { name: client.name, code: client.code },
    branding: { ...state.branding, logo: inline('logo'), mobileLogo: inline('mobile'), clientLogo: inline('client'), avatarSet: state.avatarSet },
    features: features(client),
    signOn: hasSignOn(state)
      ? {
          issuer: state.provider?.issuer ?? null,
          clientId: state.provider?.oidcClientId ?? null,
          emailDomains: client.ssoEmailDomains,
          logoutUrl: client.ssoLogoutUrl,
        }
      : null,
    content: {
      faqs: content.faqs.items.map(({ category, question, answer }) => ({ category, question, answer })),
      privacy: content.privacy.page,
      terms: content.terms.page,
      cookies: content.cookies.page,
      enquiryOptions: content.enquiryOptions.items,
      carouselSlides: content.carouselSlides.items,
      contactPanel: content.contactPanel,
    },
    catalogue: catalogueDocumentOf(state.catalogue, content.faqs.items),
  };
}

export async function exportClient(db: Executor, client: Client): Promise<ClientConfigurationDocument> {
  return documentOf(await readClientState(db, client));
}
