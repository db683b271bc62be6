import list from "./common-passwords.txt?raw";

/*
 * The 5,000 most common passwords of 8 characters or more (from the zxcvbn-ts common list, MIT
 * licence, most frequent first, lowercased), plus a few French and local favourites. Shorter ones
 * are already refused by the length rule.
 */
const common = new Set(list.split("\n").filter(Boolean));

/** Case-insensitive, so "Password1" is refused like "password1". */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
