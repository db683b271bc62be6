/**
 * IRCC's "Rounds of invitations" page, where a visitor can check every round. Only its English
 * address is confirmed, so French pages link it saying it is in English.
 */
export const IRCC_ROUNDS_PAGE =
  "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/policies-operational-instructions-agreements/ministerial-instructions/express-entry-rounds.html";
