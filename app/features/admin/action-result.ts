/** What a back-office change asked for. */
export type AdminIntent =
  | "status"
  | "note"
  | "retry"
  | "document-review"
  | "document-add"
  | "document-remove"
  | "document-restore"
  | "document-start";

/** What a back-office change answers; the page turns it into a sentence in its language. */
export type AdminActionResult =
  | {
      ok: true;
      done:
        | "statusSaved"
        | "noteAdded"
        | "retried"
        | "documentReviewed"
        | "documentAdded"
        | "documentRemoved"
        | "documentRestored"
        | "checklistStarted";
      intent: AdminIntent;
    }
  | {
      ok: false;
      error:
        | "invalid"
        | "notFound"
        | "noteRequired"
        | "noteTooLong"
        | "notRetried"
        | "unavailable"
        | "reasonRequired"
        | "labelRequired"
        | "programmeRequired"
        | "noFile"
        | "documentNotFound"
        | "removeUnconfirmed"
        | "notRestored";
      intent?: AdminIntent;
    };
