/** The back office's review of one client's documents (the digest email and the lead page link to it). */
export function reviewPath(userId: string): string {
  return `/admin/documents/review/${encodeURIComponent(userId)}`;
}
