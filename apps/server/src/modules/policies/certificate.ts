import { escapeHtml } from '../../mail/templates.ts';

export interface CertificateFacts {
  brandName: string;
  clientName: string;
  holder: string;
  benefitName: string;
  provider: string;
  reference: string;
  startsOn: string;
  endsOn: string | null;
  coverLines: string[];
  monthlyCost: string;
  issuedOn: string;
}

/** A printable cover certificate (HTML, every value escaped). */
export function renderCertificate(f: CertificateFacts): string {
  const rows: [string, string][] = [
    ['Policy holder', f.holder],
    ['Benefit', f.benefitName],
    ['Provider', f.provider],
    ['Reference', f.reference],
    ['Cover starts', f.startsOn],
    ['Cover ends', f.endsOn ?? 'While you remain in the scheme'],
    ['Your monthly cost', f.monthlyCost],
  ];
  const table = rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const cover = f.coverLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Cover certificate - ${f.benefitName}`)}</title>
<style>body{font-family:Arial,sans-serif;color:#1f2933;max-width:720px;margin:40px auto;padding:0 24px}h1{font-size:24px}table{border-collapse:collapse;width:100%;margin:24px 0}th,td{text-align:left;padding:8px;border-bottom:1px solid #d9dee4}th{width:40%}</style></head>
<body><p>${escapeHtml(f.brandName)} · ${escapeHtml(f.clientName)}</p><h1>Cover certificate</h1><table>${table}</table>
${cover ? `<h2>What you are covered for</h2><ul>${cover}</ul>` : ''}
<p>Issued on ${escapeHtml(f.issuedOn)}. This certificate confirms cover arranged through your employer's benefits scheme. The provider's policy terms apply.</p></body></html>`;
}
