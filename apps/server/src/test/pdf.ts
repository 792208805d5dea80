import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF read back by a real PDF reader (Mozilla's pdf.js): its title, its page count and the text of its pages
 * (`text` a page a line; `flatText` with every run of white space as one space, for phrases that wrap), and the fill
 * colours its pages set, in order ('#001b71'), from their content streams.
 */
export async function readPdf(bytes: Buffer) {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const pages: string[] = [];
  const fillColours: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const { fnArray, argsArray } = await page.getOperatorList();
    fnArray.forEach((op, i) => op === OPS.setFillRGBColor && fillColours.push(String((argsArray[i] as unknown[])[0])));
  }
  await pdf.destroy();
  const text = pages.join('\n');
  return { title: info.Title, pages: pdf.numPages, text, flatText: text.replace(/\s+/g, ' '), fillColours };
}
