import { startServer } from './main';

const { close } = await startServer().catch((err: Error) => {
  // a configuration or database error at start: one clear line, not a stack trace
  console.error(`Portal Pajak server did not start: ${err.message}`);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Drain in-flight requests, then exit; a second signal or 10 s forces it.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
