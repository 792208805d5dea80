import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { EmbeddedPostgresError } from './db/embedded.ts';
import { processLogger } from './lib/logger.ts';
import { prepareDatabase } from './startup.ts';

/** Starts the process: config, database, migrations, demo seed on an empty database, listen, graceful close. */
async function main() {
  const config = parseConfig();
  const database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Said through the app's logger (its level and format), after the ready line, where an operator looks.
  const notices: string[] = [];
  await prepareDatabase(database, config, (line) => notices.push(line));

  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
