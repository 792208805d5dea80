import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { uploadTexts } from '@portal/contracts';
import { FileProblem } from './file-problem.ts';

export interface XmlHandlers {
  open?(tag: SaxesTagPlain): void;
  close?(tag: SaxesTagPlain): void;
  text?(text: string): void;
}

/** The local name of an element or attribute: some writers prefix the spreadsheet namespace (`x:row`). */
export const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Characters saxes may gather before it reports them (a text, a comment, a tag): far above any a spreadsheet writes (a cell holds at most 32,767). */
const MAX_GATHERED = 1024 * 1024;
/** Elements open at once (a sheet nests 6 deep): saxes keeps each open one. */
const MAX_DEPTH = 100;

const unreadable = () => new FileProblem(uploadTexts.row.unreadable);

/**
 * An XML document's events from its UTF-8 bytes, a chunk at a time (a letter split between chunks is decoded whole;
 * bytes that are not UTF-8 are refused), pausing after each chunk so the caller can take what its handlers found.
 * saxes gathers a text, comment or tag whole before reporting it, and keeps every open element: both are bounded
 * here, so a hostile document never holds much memory. It expands no entities of a document's own (no "billion laughs").
 */
export async function* xmlEvents(chunks: AsyncIterable<Buffer>, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  let reported = false;
  let depth = 0;
  parser.on('opentag', (tag) => {
    reported = true;
    if (++depth > MAX_DEPTH) throw unreadable();
    handlers.open?.(tag);
  });
  parser.on('closetag', (tag) => {
    reported = true;
    depth--;
    handlers.close?.(tag);
  });
  parser.on('text', (text) => {
    reported = true;
    handlers.text?.(text);
  });
  parser.on('cdata', (text) => {
    reported = true;
    handlers.text?.(text);
  });
  // Comments, declarations and processing instructions are not reported: one gathering past the bound is refused
  // like a text. (Handlers for them too made saxes several times slower.)
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let gathered = 0;
  const write = (text: string) => {
    reported = false;
    parser.write(text);
    // What came after the last report is at most this chunk; with no report, it adds to what was gathered before.
    gathered = reported ? text.length : gathered + text.length;
    if (gathered > MAX_GATHERED) throw unreadable();
  };
  for await (const chunk of chunks) {
    write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  write(decoder.decode());
  parser.close();
}
