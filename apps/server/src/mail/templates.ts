import { mailLayouts } from './layout.generated.ts';
import { PLACEHOLDER_PATTERN, type MailLayoutVariant, type Placeholder } from './layout.mjml.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLayout {
  brandName: string;
  primaryColour: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const FALLBACK_COLOUR = '001B71';
const DEFAULT_FOOTER = 'This e-mail was sent by your benefits portal.';

/**
 * The layout's HTML skeleton for a mail, one per variant (with or without a button, with or without a preview): compiled
 * from layout.mjml.ts by MJML 5 at build time (`npm run generate:mail -w apps/server`, committed as layout.generated.ts,
 * its placeholders checked there), so nothing of MJML is loaded at runtime.
 */
function skeleton(withPreview: boolean, withAction: boolean): string {
  const variant: MailLayoutVariant = withAction ? (withPreview ? 'actionPreview' : 'action') : withPreview ? 'preview' : 'plain';
  return mailLayouts[variant];
}

/** One branded layout for every e-mail, as HTML (MJML's tables, for Outlook as much as Gmail and Apple Mail) and plain text. */
export function renderMail(subject: string, layout: MailLayout): MailContent {
  const colour = /^[0-9a-fA-F]{6}$/.test(layout.primaryColour) ? layout.primaryColour : FALLBACK_COLOUR;
  const values: Record<Placeholder, string> = {
    SUBJECT: escapeHtml(subject),
    PREVIEW: escapeHtml(layout.paragraphs[0] ?? ''),
    BRAND: escapeHtml(layout.brandName),
    HEADING: escapeHtml(layout.heading),
    PARAGRAPHS: layout.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join(''),
    ACTION_URL: escapeHtml(layout.action?.url ?? ''),
    ACTION_LABEL: escapeHtml(layout.action?.label ?? ''),
    FOOTER: escapeHtml(layout.footer ?? DEFAULT_FOOTER),
  };
  // One pass with a function: a value is never scanned again (a '%%HEADING%%' in it stays text) and '$' in it is literal.
  const html = skeleton(layout.paragraphs.length > 0, layout.action !== undefined).replace(PLACEHOLDER_PATTERN, (_, name?: string) =>
    name === undefined ? `#${colour}` : values[name as Placeholder],
  );
  const text = [layout.heading, '', ...layout.paragraphs, ...(layout.action ? ['', `${layout.action.label}: ${layout.action.url}`] : [])].join('\n');
  return { subject, text, html };
}
