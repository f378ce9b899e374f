import { join } from 'node:path';
import { demoCollectionInfo, renderDemoImages, updatePalettes } from '@kokoelma/collection';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { createServerReporter } from './error-reporting';
import { startMetricsServer } from './plugins/metrics';

/** The server: configuration, the app, listening, and shutdown on SIGTERM or SIGINT. */
export async function startServer(pkg: { name: string; version: string }) {
  const config = loadConfig(process.env);
  const reporter = await createServerReporter({
    ...config,
    release: config.GIT_COMMIT ?? pkg.version,
  });
  const app = await buildApp(config, {
    build: { name: pkg.name, version: pkg.version, commit: config.GIT_COMMIT ?? null },
    seedDemo: true,
    shedLoad: true,
    reporter,
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness turns 503 first, so the load balancer stops sending; then the server
    // stops accepting, finishes what is in flight, and closes the database. Whatever
    // hangs past the time-out is cut off.
    app.lifecycle.draining = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    await app.close();
    await reporter.flush();
    app.log.info('shut down');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  if (config.METRICS_PORT) {
    // The metrics on an internal port of their own: closed with the app.
    const metricsServer = await startMetricsServer(
      app.metrics,
      config.METRICS_PORT,
      config.METRICS_HOST,
    );
    app.addHook('onClose', async () => {
      await new Promise((resolve) => metricsServer.close(resolve));
    });
    app.log.info({ port: config.METRICS_PORT }, 'metrics listening');
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.lifecycle.serving = true;
  // Once the database is there (at once, or when it arrives after a start without it).
  void app.databaseState.whenReady
    .then(() => renderMissingDemoImages(app, config))
    .catch((error: unknown) => app.log.error({ err: error }, 'drawing demo images failed'));
}

/**
 * Demo images are drawn after the server is listening (a first start draws a few
 * thousand); an image not drawn yet answers 404 meanwhile, and its page shows the text.
 */
async function renderMissingDemoImages(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  if (config.IMAGE_BASE_URL) return;
  const info = await demoCollectionInfo(app.database.db);
  if (!info) return;
  const started = Date.now();
  try {
    const originals = join(config.DATA_DIR, 'images', 'originals');
    const result = await renderDemoImages(originals, info);
    if (result.rendered > 0) {
      app.log.info({ ...result, ms: Date.now() - started }, 'drew the demo collection images');
    }
    // Search by colour: the drawn images' palettes (only those not computed yet).
    const palettes = await updatePalettes(app.database.db, originals);
    if (palettes.computed > 0) {
      // Pages and searches answered meanwhile had no palettes: not kept any longer.
      app.collectionChanged();
      // Logged once the caches are empty: the browser tests wait for this line
      // (apps/web-e2e/playwright.config.ts) before they start.
      app.log.info({ ...palettes, ms: Date.now() - started }, 'computed the demo image palettes');
    }
  } catch (error) {
    app.log.error({ err: error }, 'drawing demo images failed');
  }
}
