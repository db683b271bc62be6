/*
 * Zod compiles object parsers with `new Function` when it can, and finds out by trying once. Under the
 * site's CSP (no 'unsafe-eval') the browser refuses and reports that attempt as a violation, which
 * Lighthouse counts against best practices, even though zod catches it and parses the plain way.
 *
 * Zod reads its settings from this global when it first loads (that is how copies of zod share them),
 * so setting it here, from the first module the root route imports, reaches every schema without
 * making pages that have no form download zod. The browser tests fail on any CSP violation.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
