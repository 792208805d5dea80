// The MJML source of the e-mail layout. Not compiled at runtime: `npm run generate:mail -w apps/server`
// (scripts/mail-layout.ts) compiles each variant with MJML 5 into layout.generated.ts, which is committed and which
// templates.ts fills in. After changing this file, run it again (templates.test.ts fails until the two agree).

/** The placeholders of the layout, as `%%NAME%%` tokens: templates.ts puts the HTML-escaped values in after compiling. */
export const PLACEHOLDERS = ['SUBJECT', 'PREVIEW', 'BRAND', 'HEADING', 'PARAGRAPHS', 'ACTION_URL', 'ACTION_LABEL', 'FOOTER'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** A real colour standing for the brand's in the MJML (strict validation wants a colour there); it is replaced after compiling. */
export const COLOUR_SENTINEL = '#A1B2C3';

/** The placeholders of a compiled layout: `%%NAME%%` tokens and the colour sentinel (in either case, should MJML change it). */
export const PLACEHOLDER_PATTERN = new RegExp(`%%([A-Z_]+)%%|${COLOUR_SENTINEL}`, 'gi');

/** The variants of the layout: with or without a button (an action), with or without an inbox preview (a first paragraph). */
export const MAIL_LAYOUT_VARIANTS = {
  plain: { preview: false, action: false },
  action: { preview: false, action: true },
  preview: { preview: true, action: false },
  actionPreview: { preview: true, action: true },
} as const;
export type MailLayoutVariant = keyof typeof MAIL_LAYOUT_VARIANTS;

/** The button: a table cell in the brand's colour holding the link (Outlook pads the cell, not the link). */
const actionMjml = `<mj-button href="%%ACTION_URL%%" background-color="${COLOUR_SENTINEL}" color="#ffffff" font-size="14px" font-weight="bold"
            inner-padding="12px 20px" border-radius="6px" align="left" padding="8px 0 0">%%ACTION_LABEL%%</mj-button>`;

/** The MJML of one variant of the layout, its variable parts as placeholders. */
export const layoutMjml = (variant: MailLayoutVariant) => {
  const { preview, action } = MAIL_LAYOUT_VARIANTS[variant];
  return `<mjml lang="en">
  <mj-head>
    <mj-title>%%SUBJECT%%</mj-title>
    ${preview ? '<mj-preview>%%PREVIEW%%</mj-preview>' : ''}
    <mj-attributes>
      <mj-all font-family="Arial, sans-serif" />
      <mj-text color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7" width="560px">
    <mj-wrapper padding="24px 0">
      <mj-section background-color="${COLOUR_SENTINEL}" padding="16px 24px">
        <mj-column>
          <mj-text padding="0" font-size="18px" font-weight="bold" line-height="1.3" color="#ffffff">%%BRAND%%</mj-text>
        </mj-column>
      </mj-section>
      <mj-section background-color="#ffffff" padding="24px">
        <mj-column>
          <mj-text padding="0 0 16px" font-size="20px" font-weight="bold" line-height="1.3">
            <h1 style="margin:0;font-size:20px;line-height:1.3">%%HEADING%%</h1>
          </mj-text>
          <mj-text padding="0" font-size="14px" line-height="1.5">%%PARAGRAPHS%%</mj-text>
          ${action ? actionMjml : ''}
        </mj-column>
      </mj-section>
      <mj-section padding="16px 0 0">
        <mj-column>
          <mj-text padding="0" font-size="12px" line-height="1.5" color="#5f6b7a">%%FOOTER%%</mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
};
