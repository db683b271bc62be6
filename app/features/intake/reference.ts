/**
 * The reference a client quotes on the phone or in an email: short enough to read aloud, taken from the
 * submission's id so that the confirmation page, "My submissions" and the back office agree.
 */
export function submissionReference(id: string): string {
  return `MP-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** Where a client lands once the form is stored. */
export function confirmationPath(id: string): string {
  return `/immigration-form/submitted/${id}`;
}
