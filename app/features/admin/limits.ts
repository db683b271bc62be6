/** Longest internal note kept; longer input is refused by validation, not cut. */
export const NOTE_MAX_LENGTH = 5000;

/** Leads the list shows at once; narrower filters reach older ones. */
export const LIST_LIMIT = 200;

/** Longest reason for a document replacement: it goes into an email, so a few sentences. */
export const REASON_MAX_LENGTH = 1000;

/** Longest name of a document the consultant adds to a client's checklist. */
export const DOCUMENT_LABEL_MAX_LENGTH = 200;
