/**
 * How deep a wrapped error is looked for. Drizzle and the auth library wrap the driver's error once
 * or twice; the bound also ends a chain whose causes loop.
 */
const MAX_DEPTH = 6;

/** `error` and the errors it wraps through `cause`, outermost first. */
export function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < MAX_DEPTH; current = current.cause) {
    chain.push(current);
  }
  return chain;
}

/** An error's `code` (a Node.js code such as ECONNRESET, or PostgreSQL's SQLSTATE), when it has one. */
export function errorCode(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}
