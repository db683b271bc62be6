/**
 * Where to go after signing in: only a path on this site ("/…", not "//host" or "/\host", which
 * browsers treat as another site), else home. Stops the sign-in page being an open redirect.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  if (value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Control characters and backslashes can be read as a different host by some browsers.
  if ([...value].some((char) => char === "\\" || char.charCodeAt(0) < 0x20)) return "/";
  return value;
}
