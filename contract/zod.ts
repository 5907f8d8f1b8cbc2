import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it may; under the portal's
// Content-Security-Policy (no 'unsafe-eval') even its probe is reported as a violation.
// Every schema of the contract imports zod from here so the probe never runs.
z.config({ jitless: true });

export { z };
