// The part of fontkit 2 (PDFKit's font engine) lib/pdf.ts uses to choose a font per character; the package ships no types.
declare module 'fontkit' {
  interface Font {
    postscriptName: string;
    /** In font units (hhea), as PDFKit reads them for a line's height. */
    ascent: number;
    descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer, postscriptName?: string): Font;
}
