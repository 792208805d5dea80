import { z } from 'zod';
import { brandContrast, type BrandColourRole } from '../shared/colour.ts';
import { idParam, textField } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';

/** The fonts the portal ships (apps/web styles/fonts.css): a client picks from these, nothing is fetched from elsewhere. */
export const BRAND_FONTS = ['Inter', 'Source Sans 3', 'Poppins'] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

/** The sets of profile pictures the portal ships (apps/web public/avatars/<set>/avatar-1.svg to avatar-6.svg). */
export const AVATAR_SETS = ['set-1'] as const;
export type AvatarSet = (typeof AVATAR_SETS)[number];
/** Where a set's pictures are served from: the client's avatarSetUrl (the theme's avatarsetPlainFileURL). */
export const avatarSetUrl = (set: AvatarSet) => `/avatars/${set}/`;

/** Logo uploads (issue 27 §2): PNG or SVG, at most 512 kB, refused while it streams in once past that. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const logoKinds = ['logo', 'mobile'] as const;
export type LogoKind = (typeof logoKinds)[number];
export const LOGO_TYPES = { 'image/png': 'png', 'image/svg+xml': 'svg' } as const;

export const brandingTexts = {
  tab: 'Branding',
  title: 'Branding',
  intro: 'How the portal looks for this client. Saved changes show at once.',
  brandName: 'Brand name',
  primaryColour: 'Primary colour',
  primaryHint: 'The header and buttons: white text on it must be readable.',
  secondaryColour: 'Secondary colour',
  secondaryHint: 'Accents and highlights.',
  baseFont: 'Body font',
  headerFont: 'Heading font',
  supportEmail: 'Support e-mail',
  supportPhone: 'Support phone',
  logo: 'Logo',
  mobileLogo: 'Mobile logo',
  logoHint: 'PNG or SVG, up to 512 kB.',
  noLogo: 'No logo yet: the brand name shows instead.',
  upload: (what: string) => `Upload ${what.toLowerCase()}`,
  uploaded: 'Logo saved',
  save: 'Save branding',
  saved: 'Branding saved',
  preview: 'Preview',
  previewButton: 'Choose benefits',
  previewCardTitle: 'Cycle to Work',
  previewCardBody: 'Save on a new bike and spread the cost.',
  contrast: (ratio: string) => `Contrast ${ratio}:1`,
  /** The refusal, on the web as the field's error and from the server as a 400. */
  lowContrast: (role: BrandColourRole, ratio: string) =>
    `Text on this ${role} colour would be hard to read (contrast ${ratio}:1; at least 4.5:1 is needed). ` +
    `Choose a ${role === 'primary' ? 'darker' : 'darker or lighter'} colour.`,
  notAColour: 'Enter a colour as six hexadecimal digits, e.g. #001B71',
  brandNameRequired: 'Enter the brand name',
  supportEmailInvalid: 'Enter an e-mail address, e.g. support@example.com',
  supportPhoneInvalid: 'Enter a phone number: digits, spaces, +, ( ) and - only',
  fontInvalid: 'Choose one of the fonts the portal ships',
  logoWrongType: 'Choose a PNG or SVG file',
  logoTooLarge: 'The logo must be 512 kB or smaller',
  logoNotPng: 'This file is not a PNG image',
  logoUnsafeSvg: 'This SVG carries scripts, event handlers or links to other files; export it again as a plain image',
  logoBadSvg: 'This file is not an SVG image',
  /** 409: someone else saved first; the answer carries the newer values. */
  changedSinceOpened: 'This client has been changed since you opened it. The newer values are shown: check them and save again.',
} as const;

const t = brandingTexts;

/** '#001b71', '001B71' → '001B71' (the theme's stored form); the contrast rule refuses what text cannot be read on. */
const brandColour = (role: BrandColourRole) =>
  z
    .string({ error: t.notAColour })
    .trim()
    .regex(/^#?[0-9A-Fa-f]{6}$/, { error: t.notAColour })
    .transform((value) => value.replace(/^#/, '').toUpperCase())
    .superRefine((value, issue) => {
      const contrast = brandContrast(value, role);
      if (contrast && !contrast.passes) issue.addIssue({ code: 'custom', message: t.lowContrast(role, contrast.ratio.toFixed(2)) });
    });

export const brandingFormSchema = z.object({
  brandName: textField({ error: t.brandNameRequired }).trim().min(1, { error: t.brandNameRequired }).max(100, { error: 'Must be 100 characters or fewer' }),
  primaryColour: brandColour('primary'),
  secondaryColour: brandColour('secondary'),
  baseFont: z.enum(BRAND_FONTS, { error: t.fontInvalid }),
  headerFont: z.enum(BRAND_FONTS, { error: t.fontInvalid }),
  supportEmail: z
    .string({ error: t.supportEmailInvalid })
    .trim()
    .max(254, { error: t.supportEmailInvalid })
    .pipe(z.email({ error: t.supportEmailInvalid })),
  supportPhone: z
    .string({ error: t.supportPhoneInvalid })
    .trim()
    .max(30, { error: t.supportPhoneInvalid })
    .regex(/^[0-9 +()-]*$/, { error: t.supportPhoneInvalid }),
});
export type BrandingForm = z.input<typeof brandingFormSchema>;
export type BrandingValues = z.output<typeof brandingFormSchema>;

/** `version` is the one the editor opened; a save over a newer one is refused with 409. */
export const brandingSaveSchema = brandingFormSchema.extend({ version: z.number({ error: 'Not a version' }).int().min(1).max(2_147_483_647) });

export const brandingSchema = z.object({
  clientId: z.number().int(),
  clientCode: z.string(),
  brandName: z.string(),
  primaryColour: z.string(),
  secondaryColour: z.string(),
  baseFont: z.string(),
  headerFont: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** Served by `clientAsset` with the content's hash in the name. */
  logoUrl: z.string().nullable(),
  mobileLogoUrl: z.string().nullable(),
  version: z.number().int(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** The 409 body: the usual error fields plus the values saved since. */
export const brandingConflictSchema = z.object({ error: z.string(), message: z.string(), current: brandingSchema });

const clientParams = z.object({ id: idParam() });
export const logoParams = z.object({ id: idParam(), kind: z.enum(logoKinds, { error: t.logoWrongType }) });
export const logoQuery = z.object({ version: idParam('Not a version') });
export const assetParams = z.object({
  code: z.string().regex(/^[a-z0-9-]{1,63}$/, { error: 'Not a client code' }),
  file: z.string().regex(/^[0-9a-f]{64}\.(png|svg)$/, { error: 'Not an asset' }),
});

/** Admin console, a client's Branding tab (platform administrators only), and the public logo files. */
export const clientBrandingRoutes = {
  clientBranding: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/branding',
    base: 'main',
    summary: "A client's branding, with the version a save must name (admin console)",
    params: clientParams,
    response: brandingSchema,
  }),
  saveClientBranding: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/branding',
    base: 'main',
    summary: "Saves a client's branding: 400 with field errors (low-contrast colours included), 409 with the newer values when changed since opened",
    params: clientParams,
    body: brandingSaveSchema,
    response: brandingSchema,
  }),
  uploadClientLogo: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/branding/logos/:kind',
    base: 'main',
    summary: 'Uploads a logo: the raw PNG or SVG as the body (Content-Type image/png or image/svg+xml), at most 512 kB; SVGs are sanitised',
    params: logoParams,
    query: logoQuery,
    response: brandingSchema,
  }),
  clientAsset: defineRoute({
    method: 'GET',
    path: '/clients/:code/assets/:file',
    base: 'main',
    summary: "A client's logo by the SHA-256 of its content: cached for a year, immutable",
    params: assetParams,
    response: z.unknown().describe('A PNG or SVG image'),
  }),
} as const;
