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
        | "notRestored"
        | "unsent";
      intent?: AdminIntent;
    };

/** What a back-office form shows when its request got no answer (offline): the routes' `clientAction`. */
export const unsentChange = { ok: false, error: "unsent" } as const satisfies AdminActionResult;
