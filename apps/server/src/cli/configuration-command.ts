import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ConfigurationImportResult, ConfigurationItem } from '@portal/contracts';
import { ConfigError, parseConfig, type Config } from '../config.ts';
import type { ConnectOptions, Database } from '../db/connect.ts';
import { EmbeddedPostgresError } from '../db/embedded.ts';
import { AppError } from '../lib/errors.ts';
import { exportClientConfiguration, importClientConfiguration } from '../modules/configuration/index.ts';
import { applyClockSetting } from '../clock.ts';

/** The commands' lines of `npm run admin -- help`. */
export const CONFIGURATION_USAGE = `  export-client <code> [--output <file>]
      Prints the client's configuration document (JSON; its sign-on secret left out), or writes it to the file.
      Redirecting the output needs npm's --silent, which keeps npm's own lines out of it:
      npm run --silent admin -- export-client acme > acme.json
  import-client <file> [--dry-run] [--overwrite]
      Imports a configuration document: prints the difference (counts, then each item added, changed or skipped) and
      applies it in one transaction unless --dry-run. A code no client has makes a new client in draft. Items the client
      has that differ are kept unless --overwrite.`;

export interface ConfigurationCommandIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  now: () => Date;
  connect: (options: ConnectOptions) => Promise<Database>;
}

/** The command's database (migrated: the command may come before the portal's first start), closed after `then`. */
async function withDatabase(io: ConfigurationCommandIo, command: string, then: (db: Database['db'], config: Config) => Promise<number>): Promise<number> {
  let database: Database | undefined;
  try {
    const config = parseConfig(io.env);
    applyClockSetting(config);
    database = await io.connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
    await database.migrate();
    return await then(database.db, config);
  } catch (error) {
    if (error instanceof AppError) {
      io.err(error.message);
      for (const [field, message] of Object.entries(error.fieldErrors ?? {})) io.err(`  ${field}: ${message}`);
    } else if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) io.err(error.message);
    else io.err(`${command} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}

/** A value on one line: none, yes or no, text with its white space collapsed and cut at 100 characters. */
function shown(value: ConfigurationItem['after']): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}

/** One line of an item that is not unchanged: kind, where, and what. */
function itemLine(item: ConfigurationItem): string {
  const what = item.kind === 'added' ? shown(item.after) : `${shown(item.before)} -> ${shown(item.after)}`;
  const why = item.reason ? ` (${item.reason})` : '';
  return `${item.kind.padEnd(8)} ${item.path}: ${what}${why}`;
}

export function summaryLines(result: ConfigurationImportResult): string[] {
  const { counts, clientCode } = result;
  const client = result.created ? `new client ${clientCode} (in draft)` : `client ${clientCode}`;
  const head =
    result.mode === 'dry-run'
      ? `Dry run for the ${client}: nothing was changed.`
      : result.applied
        ? `Applied to the ${client}.`
        : `Nothing to change for the ${client}: every item is unchanged or skipped.`;
  const total = `${counts.added} added, ${counts.changed} changed, ${counts.unchanged} unchanged, ${counts.skipped} skipped.`;
  return [head, total, ...result.items.filter((item) => item.kind !== 'unchanged').map(itemLine)];
}

/**
 * The JSON of a document file. A file saved from `npm run admin -- export-client acme > acme.json` without npm's
 * --silent starts with npm's own lines ("> admin", "> tsx ..."): those are passed over.
 */
function documentIn(text: string): unknown {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const start = lines.findIndex((line) => line.trim() !== '' && !line.startsWith('> '));
  return JSON.parse(lines.slice(Math.max(start, 0)).join('\n'));
}

/** `export-client` and `import-client`; exit codes as the other commands: 0 done, 1 refused or failed, 2 a wrong command line. */
export async function runConfigurationCommand(command: 'export-client' | 'import-client', args: string[], io: ConfigurationCommandIo, usage: string) {
  const options = { output: { type: 'string' }, 'dry-run': { type: 'boolean' }, overwrite: { type: 'boolean' } } as const;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options; strict: true; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const wrong =
    positionals.length !== 1 ||
    (command === 'export-client' && (values['dry-run'] !== undefined || values.overwrite !== undefined)) ||
    (command === 'import-client' && values.output !== undefined);
  if (wrong) {
    io.err(`${command} needs ${command === 'export-client' ? 'a client code' : 'one file'}.\n\n${usage}`);
    return 2;
  }
  const [target] = positionals as [string];

  if (command === 'export-client') {
    return withDatabase(io, command, async (db) => {
      const json = JSON.stringify(await exportClientConfiguration(db, target), null, 2);
      if (values.output) {
        await writeFile(values.output, `${json}\n`);
        io.err(`The configuration of ${target} is in ${values.output}.`);
      } else io.out(json);
      return 0;
    });
  }

  let document: unknown;
  try {
    document = documentIn(await readFile(target, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `it is not JSON (${error.message})` : (error as Error).message;
    io.err(`Cannot read ${target}: ${reason}`);
    return 1;
  }
  return withDatabase(io, command, async (db, config) => {
    const result = await importClientConfiguration(db, document, {
      mode: values['dry-run'] ? 'dry-run' : 'apply',
      onExisting: values.overwrite ? 'overwrite' : 'skip',
      actorId: null,
      via: 'command-line',
      now: io.now(),
      apiBase: config.API_BASE,
    });
    for (const line of summaryLines(result)) io.out(line);
    return 0;
  });
}
