/**
 * Control characters (Unicode Cc). None belongs in a name or a phone number, and a note may hold only
 * the tabs and line breaks a text area makes. Refused where a visitor types, because what they type
 * travels on into headers, calendar files and file names, where a line break starts a new field.
 */
export const CONTROL_CHARACTER = /\p{Cc}/u;
export const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\r\n])\p{Cc}/u;
