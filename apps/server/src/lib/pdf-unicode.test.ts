import { describe, expect, it } from 'vitest';
import { createPerson } from '../test/auth.ts';
import { benefitsApp } from '../test/benefits.ts';
import { readPdf } from '../test/pdf.ts';
import { pdfFontRuns } from './pdf.ts';

/**
 * The PDFs we issue name people in any script: each name is read back from the nomination confirmation and the cover
 * certificate as a PDF reader finds it (real glyphs with their Unicode, not boxes or Latin-1 look-alikes).
 */

const ctx = benefitsApp();

const PEOPLE = [
  { firstName: 'Małgorzata', surname: 'Żółkiewska-Łódź', nominee: 'Małgorzata Żółkiewska-Łódź', font: 'LiberationSans' },
  { firstName: 'Γιώργος', surname: 'Παπαδόπουλος', nominee: 'Γιώργος Παπαδόπουλος', font: 'LiberationSans' },
  { firstName: '小明', surname: '王', nominee: '王小明', font: 'NotoSansCJKsc' },
  { firstName: 'محمد', surname: 'علي', nominee: 'محمد', font: 'NotoSansArabic' },
  { firstName: 'דוד', surname: 'לוי', nominee: 'דוד לוי', font: 'NotoSansHebrew' },
  { firstName: '민준', surname: '김', nominee: '김민준', font: 'NotoSansCJKsc' },
];

/** The PostScript names of the fonts a PDF embeds (PDFKit writes each subset as `/BaseFont /ABCDEF+Name`). */
const embeddedFonts = (bytes: Buffer) => [...new Set([...bytes.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([A-Za-z0-9-]+)/g)].map((m) => m[1]))];

describe('names in any script in our PDFs', () => {
  for (const { firstName, surname, nominee, font } of PEOPLE) {
    it(`are drawn and read back: ${nominee}`, async () => {
      const person = await createPerson(ctx.db, 'acme', { firstName, surname, salary: '30000.00', employmentStartDate: '2015-01-05' });
      const headers = await ctx.headersOf(person.email);
      const life = await ctx.benefitId('acme', 'life');
      expect((await ctx.call('POST', `/api/benefit/${life}/selection`, headers, { values: { amount: 1 } })).statusCode).toBe(200);

      const nominees = [{ kind: 'other', name: nominee, relationship: 'Friend', dateOfBirth: null, address: `${nominee}, 1 High Street`, share: 100 }];
      const saved = await ctx.app.inject({ method: 'PUT', url: `/api/benefit/${life}/nominations`, headers, payload: { nominees } });
      expect(saved.statusCode, saved.body).toBe(200);
      const confirmation = await ctx.app.inject({ method: 'GET', url: `/api/benefit/${life}/nominations/confirmation`, headers });
      expect(confirmation.statusCode).toBe(200);
      const confirmationPdf = await readPdf(confirmation.rawPayload);
      expect(confirmationPdf.flatText).toContain(`${firstName} ${surname}`);
      expect(confirmationPdf.flatText).toContain(nominee);
      expect(embeddedFonts(confirmation.rawPayload).some((name) => name?.startsWith(font))).toBe(true);

      const policies = (await ctx.call('GET', '/api/user/policies', headers)).json().policies as { benefitName: string; downloadPath: string }[];
      const lifePolicy = policies.find((p) => p.benefitName === 'Life Assurance')!;
      const certificate = await ctx.app.inject({ method: 'GET', url: lifePolicy.downloadPath, headers });
      expect(certificate.statusCode).toBe(200);
      const certificatePdf = await readPdf(certificate.rawPayload);
      expect(certificatePdf.flatText).toContain(`${firstName} ${surname}`);
      expect(certificatePdf.title).toBe('Cover certificate - Life Assurance');
    });
  }

  it('stay Liberation Sans where it has every letter, so Latin documents embed one font as before', () => {
    expect(pdfFontRuns('Małgorzata Żółkiewska-Łódź')).toEqual([['Body', 'Małgorzata Żółkiewska-Łódź']]);
    expect(pdfFontRuns('Γιώργος Παπαδόπουλος', 'bold')).toEqual([['Body-Bold', 'Γιώργος Παπαδόπουλος']]);
  });

  it('switch face per run, keeping a right-to-left name whole and the spaces around it in the Latin face', () => {
    expect(pdfFontRuns('Ahmed محمد علي Smith')).toEqual([
      ['Body', 'Ahmed '],
      ['Body-NotoSansArabic-Regular.ttf', 'محمد علي'],
      ['Body', ' Smith'],
    ]);
    expect(pdfFontRuns('(王小明)', 'bold')).toEqual([
      ['Body-Bold', '('],
      ['Body-NotoSansCJKsc-Regular-subset.otf', '王小明'],
      ['Body-Bold', ')'],
    ]);
  });
});
