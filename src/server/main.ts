import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadBuiltinCitationIndex } from './features/corpus/builtin-index';
import { importCorpusAtFirstStart } from './features/corpus-imports/resume';
import { searchVectorsFor } from './features/corpus/search-vectors';
import { startupLog } from './http/plain-log';

async function main(): Promise<void> {
  const config = loadConfig();
  const say = startupLog(config.LOG_FORMAT);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log: say });
  await database.migrate();
  await importCorpusAtFirstStart({
    db: database.db,
    corpusPath: config.CORPUS_PATH,
    log: say,
    exclusive: database.kind === 'pglite',
    startSearchVectors: searchVectorsFor(database),
  });
  // One instance loads it; the others wait, then find it loaded (ADR 019).
  if (config.BUILTIN_CITATION_INDEX) {
    await database.exclusive('builtin-citation-index', () => loadBuiltinCitationIndex({ db: database.db, log: say }));
  }

  const https =
    config.TLS_CERT && config.TLS_KEY
      ? { cert: readFileSync(config.TLS_CERT), key: readFileSync(config.TLS_KEY) }
      : undefined;
  const app = await buildApp({ config, database, https });

  app.services.jobs.start();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close(); // stops the job worker too
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const scheme = https ? 'https' : 'http';
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  say(`VolnaDraft is running at ${scheme}://${host}:${port}`);
  say(`Database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (${database.location})`);
  if (database.engineNote) say(`PGlite: ${database.engineNote}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
