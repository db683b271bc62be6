/** What a back-office change asked for. */
export type AdminIntent = "status" | "note" | "retry";

/** What a back-office change answers; the page turns it into a sentence in its language. */
export type AdminActionResult =
  | { ok: true; done: "statusSaved" | "noteAdded" | "retried"; intent: AdminIntent }
  | {
      ok: false;
      error: "invalid" | "notFound" | "noteRequired" | "noteTooLong" | "notRetried" | "unavailable";
      intent?: AdminIntent;
    };
