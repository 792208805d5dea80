import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { brandingTexts, LOGO_MAX_BYTES, LOGO_TYPES } from '@portal/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';

const t = brandingTexts;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Drawing elements only: nothing that runs, embeds or fetches (no script, foreignObject, image, animate, iframe). */
const SVG_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'metadata',
    'symbol',
    'use',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'lineargradient',
    'radialgradient',
    'stop',
    'clippath',
    'mask',
    'pattern',
    'style',
  ].map((name) => name.toLowerCase()),
);
/**
 * CSS as a browser reads it (issue 37 item 7): comments dropped and escapes decoded, so `u\\72l(` is `url(` and
 * `/**\/url(` is `url(`. An escape of no character or past Unicode's last is a replacement character, as CSS says.
 */
function decodedCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    })
    .replace(/\\([^\n])/g, '$1');
}

/** What fetches or runs in CSS: every image function, imports and fonts, old script hooks. */
const FETCHING_CSS =
  /(?:^|[^a-z-])(?:-[a-z]+-)?(?:image-set|image|cross-fade|element|expression|paint)\s*\(|@import|@font-face|@namespace|javascript:|behavior\s*:|-moz-binding/i;
/** A url() that points anywhere but a fragment of the same file (a gradient's `url(#g)` is fine). */
const OUTSIDE_URL = /url\s*\((?!\s*['"]?\s*#)/i;

/** Whether a style sheet, a style attribute or any attribute's value would fetch or run something. */
const fetches = (value: string) => {
  const css = decodedCss(value);
  return FETCHING_CSS.test(css) || OUTSIDE_URL.test(css);
};

export interface CheckedLogo {
  contentType: keyof typeof LOGO_TYPES;
  ext: string;
  bytes: Buffer;
  sha256: string;
}

const refuse = (message: string) => badRequest({ file: message }, message);

/**
 * The SVG's problem, or null when it only draws. Refused rather than cleaned: a logo whose scripts or links were cut
 * out may not look as its designer meant, and the administrator should know. Doctypes (entities) are refused too.
 */
export function svgProblem(source: string): string | null {
  const parser = new SaxesParser({ xmlns: false });
  let problem: string | null = null;
  let root: string | null = null;
  // A style sheet is text only: an element inside one is refused, so its text is always checked.
  let inStyle = false;
  parser.on('doctype', () => (problem ??= t.logoUnsafeSvg));
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml') problem ??= t.logoUnsafeSvg;
  });
  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase().replace(/^svg:/, '');
    root ??= name;
    if (inStyle) problem ??= t.logoUnsafeSvg;
    inStyle = name === 'style';
    if (!SVG_ELEMENTS.has(name)) problem ??= t.logoUnsafeSvg;
    for (const [attribute, value] of Object.entries(tag.attributes as Record<string, string>)) {
      const key = attribute.toLowerCase();
      if (key.startsWith('on')) problem ??= t.logoUnsafeSvg;
      if ((key === 'href' || key.endsWith(':href')) && !value.trim().startsWith('#')) problem ??= t.logoUnsafeSvg;
      if (fetches(value)) problem ??= t.logoUnsafeSvg;
    }
  });
  // The whole sheet at once: an escape or a comment split across text and CDATA parts is still read as one.
  let sheet = '';
  const styleText = (text: string) => {
    if (inStyle) sheet += text;
  };
  // saxes keeps one handler per event.
  parser.on('closetag', () => {
    if (inStyle && fetches(sheet)) problem ??= t.logoUnsafeSvg;
    inStyle = false;
    sheet = '';
  });
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(source).close();
  } catch {
    return t.logoBadSvg;
  }
  if (root !== 'svg') return t.logoBadSvg;
  return problem;
}

/** A logo as uploaded: PNG by its signature, SVG parsed and checked; at most LOGO_MAX_BYTES (the body limit stops it earlier). */
export function checkLogo(contentType: string | undefined, body: unknown): CheckedLogo {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(type in LOGO_TYPES) || !Buffer.isBuffer(body) || body.length === 0) throw refuse(t.logoWrongType);
  if (body.length > LOGO_MAX_BYTES) throw new AppError(413, t.logoTooLarge, { file: t.logoTooLarge });
  const logoType = type as keyof typeof LOGO_TYPES;
  if (logoType === 'image/png' && !body.subarray(0, 8).equals(PNG_SIGNATURE)) throw refuse(t.logoNotPng);
  if (logoType === 'image/svg+xml') {
    const problem = svgProblem(body.toString('utf8'));
    if (problem) throw refuse(problem);
  }
  return { contentType: logoType, ext: LOGO_TYPES[logoType], bytes: body, sha256: createHash('sha256').update(body).digest('hex') };
}
