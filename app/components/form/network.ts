import { data, isRouteErrorResponse } from "react-router";

/**
 * True when a request to the site got no usable answer: it failed in the browser (offline, the
 * server stopped: a TypeError from fetch), something in between answered with a server error, or
 * the answer could not be read. A redirect or a refusal (4xx) is an answer and is not caught.
 */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

/** What a form's `clientAction` answers for a request that got none, when the form has no "failed" of its own. */
export const unsent = { status: "unsent" } as const;
export type Unsent = typeof unsent;

/**
 * A route's `clientAction` (or `clientLoader`): the server's answer, or `failed` when the request got
 * none, so the form stays on the page with what was typed and says it was not sent, instead of the
 * router replacing the page with the error boundary. After an action the 503 keeps the router from
 * reloading the page's data, which would fail the same way.
 *
 *     export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
 *       answerOr(serverAction, { status: "failed" } satisfies ContactOutcome);
 */
export async function answerOr<T, F>(serverAction: () => Promise<T>, failed: F) {
  try {
    return await serverAction();
  } catch (error) {
    if (!isUnanswered(error)) throw error;
    console.error(error);
    return data(failed, { status: 503 });
  }
}
