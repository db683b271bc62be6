import { data } from "react-router";

/** The outcomes a form post can come to, and the HTTP status each answers with. */
const httpStatus = {
  saved: 200,
  invalid: 400,
  notFound: 404,
  conflict: 409,
  unavailable: 503,
  unsent: 503,
} as const;

/** A form post's answer, with or without JavaScript, its HTTP status told by its outcome. */
export function resultAnswer<Result extends { status: keyof typeof httpStatus }>(
  result: Result,
  headers: HeadersInit,
) {
  return data(result, { status: httpStatus[result.status], headers });
}
