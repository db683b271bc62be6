/** Longest internal note kept; longer input is refused by validation, not cut. */
export const NOTE_MAX_LENGTH = 5000;

/** Leads the list shows at once; narrower filters reach older ones. */
export const LIST_LIMIT = 200;
