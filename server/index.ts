import { log } from './lib/logger';
import { startServer } from './main';

const { close } = await startServer().catch((err: Error) => {
  // a configuration or database error at start: one clear line each, not a stack trace
  for (const line of err.message.split('\n')) log.fatal(`Portal Pajak server did not start: ${line}`);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Drain in-flight requests, then exit; a second signal or 10 s forces it.
    log.info({ signal }, 'stopping: draining in-flight requests');
    const force = setTimeout(() => {
      log.error('stopped before in-flight requests finished (10 s limit)');
      process.exit(1);
    }, 10_000);
    force.unref();
    close().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (err: Error) => {
        log.error({ err }, 'stop failed');
        process.exit(1);
      },
    );
  });
}
