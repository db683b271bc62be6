// The documents tables' plain values, apart from the tables so that a page's script can read them
// without loading the database layer.

/** Where an item of a client's document checklist stands in the consultant's review. */
export const documentItemStatuses = ["missing", "received", "accepted", "needs-replacement"] as const;
export type DocumentItemStatus = (typeof documentItemStatuses)[number];

/** A scanned supporting document, or the passport-style photo (checked against its own rules). */
export const documentKinds = ["scan", "photo"] as const;

/** How long a removed checklist line and its file can be restored before the retention job deletes them. */
export const REMOVED_DOCUMENT_KEEP_DAYS = 30;
