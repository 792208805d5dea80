import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A client's logos (issue 27 §2), kept in the database so every instance serves them: PNG as sent, SVG sanitised.
 * Served by the SHA-256 of the bytes, so a URL never changes meaning and can be cached for a year.
 */
export const clientAssets = pgTable(
  'client_assets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'client': the client company's own logo beside the brand's (clients.logo_file_url), set by a configuration document. */
    kind: text('kind', { enum: ['logo', 'mobile', 'client'] }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_assets_client_sha').on(t.clientId, t.sha256), index('client_assets_client_kind').on(t.clientId, t.kind)],
);

/** The welcome carousel's slides of a client; none: the portal's own (contracts' defaultCarouselSlides). */
export const carouselSlides = pgTable(
  'carousel_slides',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('carousel_slides_client_idx').on(t.clientId, t.sortOrder)],
);

/**
 * The version of each part of a client's set-up the admin console edits as a whole ('branding', 'faqs',
 * 'enquiry-options', 'carousel'): a save names the version it opened and is refused (409) when it moved on.
 */
export const clientSectionVersions = pgTable(
  'client_section_versions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    /** Always written explicitly (repositories/section-versions.ts FIRST_VERSION). */
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.section] })],
);
