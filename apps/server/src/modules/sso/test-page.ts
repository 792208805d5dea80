import { signOnTexts } from '@portal/contracts';
import { escapeHtml } from '../../mail/templates.ts';
import type { SignOnTestResult } from './sign-on-test.ts';

const t = signOnTexts.testPage;

/** The page a sign-on test ends on, in the tab it opened: plain server HTML, no script, every value escaped. */
export const TEST_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const styles = `
*{box-sizing:border-box}body{margin:0;background:#f3f5f8;color:#1b2130;font:16px/1.5 Arial,Helvetica,sans-serif}
main{max-width:640px;margin:40px auto;padding:28px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 12px}p{margin:0 0 16px}
.ok{border-left:5px solid #1e7b34;padding-left:12px}.failed{border-left:5px solid #b42318;padding-left:12px}
.note{background:#fff7e0;border-left:5px solid #a86b00;padding:10px 14px}
table{border-collapse:collapse;width:100%;margin:0 0 16px}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #d5dae1;word-break:break-word}
th{font-weight:bold}code{font-family:Consolas,monospace;font-size:.95em}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

const valueText = (value: unknown) => (value === null ? 'null' : String(value));

/** `nameLabel`: the heading of the names column (OpenID Connect's claims; SAML's attributes). */
export function testWorksPage(result: SignOnTestResult, nameLabel: string = t.claim, noEmail: string = t.noEmail): string {
  const rows = Object.entries(result.claims)
    .map(([name, value]) => `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${escapeHtml(valueText(value))}</td></tr>`)
    .join('');
  const note = result.unverified ? t.unverified : result.email === null ? noEmail : result.personFound ? null : t.noPerson;
  return page(
    t.worksTitle,
    `<h1 class="ok">${escapeHtml(t.worksTitle)}</h1>
<p>${escapeHtml(t.worksIntro(result.clientName))}</p>
${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}
<table><thead><tr><th scope="col">${escapeHtml(nameLabel)}</th><th scope="col">${escapeHtml(t.value)}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(t.close)}</p>`,
  );
}

export function testFailedPage(reason: string): string {
  return page(
    t.failedTitle,
    `<h1 class="failed">${escapeHtml(t.failedTitle)}</h1>
<p>${escapeHtml(t.failedIntro)}</p>
<p role="alert">${escapeHtml(reason)}</p>
<p>${escapeHtml(t.close)}</p>`,
  );
}
