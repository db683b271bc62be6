/** Signed-in back-office pages are never stored by a browser or a proxy. */
export const noStoreHeaders = { "Cache-Control": "no-store" } as const;
