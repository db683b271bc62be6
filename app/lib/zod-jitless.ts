import { z } from "zod";

// Zod compiles object parsers with `new Function` when it can, and finds out by trying once. Under the
// site's CSP (no 'unsafe-eval') the browser refuses and reports that attempt as a violation, which
// Lighthouse counts against best practices, even though zod catches it and parses the plain way.
// The root route imports this first, so it runs before any route module builds a schema.
z.config({ jitless: true });
