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

/** One branded layout for every e-mail, as HTML and plain text. */
export function renderMail(subject: string, layout: MailLayout): MailContent {
  const colour = `#${layout.primaryColour}`;
  const paragraphs = layout.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const button = `background:${colour};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block`;
  const action = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="${button}">${escapeHtml(layout.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f5f7;font-family:Arial,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:${colour};color:#fff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:bold">${escapeHtml(layout.brandName)}</div>
<div style="background:#fff;padding:24px;border-radius:0 0 8px 8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(layout.heading)}</h1>${paragraphs}${action}
</div>
<p style="font-size:12px;color:#5f6b7a;margin:16px 0 0">${escapeHtml(layout.footer ?? 'This e-mail was sent by your benefits portal.')}</p>
</div></body></html>`;
  const text = [layout.heading, '', ...layout.paragraphs, ...(layout.action ? ['', `${layout.action.label}: ${layout.action.url}`] : [])].join('\n');
  return { subject, text, html };
}
