import { describe, expect, it } from 'vitest';
import { readPdf } from '../test/pdf.ts';
import { brandedPdf, pdfFacts } from './pdf.ts';

const document = (colour: string, holder = 'Sam Taylor') => {
  const pdf = brandedPdf({ brandName: 'Acme Rewards', clientName: 'Acme Retail', colour }, 'Cover certificate', {
    title: 'Cover certificate',
    subject: holder,
  });
  pdfFacts(pdf, [['Policy holder', holder]]);
  return pdf.finish();
};

describe('branded PDFs', () => {
  it("fill the band with the client's colour however the theme writes it, then write the brand on it in white", async () => {
    for (const colour of ['0B5D4B', '#0b5d4b']) {
      expect((await readPdf(await document(colour))).fillColours.slice(0, 2), colour).toEqual(['#0b5d4b', '#ffffff']);
    }
  });

  it('write on a light band in ink, so the brand stays readable', async () => {
    expect((await readPdf(await document('F2C94C'))).fillColours.slice(0, 2)).toEqual(['#f2c94c', '#1f2933']);
  });

  it('embed a font with the letters of every European name', async () => {
    const pdf = await readPdf(await document('0B5D4B', 'Małgorzata Żółkiewska-Łódź'));
    expect(pdf.text).toContain('Małgorzata Żółkiewska-Łódź');
  });
});
