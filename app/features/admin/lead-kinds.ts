import type { LeadType } from "~/db/schema/admin";
import type { LeadStatus } from "~/db/schema/leads";

/*
 * The database schema modules pull the ORM into whatever imports their values, so pages take these
 * lists from here. Written as records, the compiler checks they name every status and type, no more.
 */
const statusRecord: Record<LeadStatus, true> = {
  new: true,
  contacted: true,
  client: true,
  closed: true,
  spam: true,
};
const typeRecord: Record<LeadType, true> = { contact: true, intake: true, pathways: true };

/** Lead statuses in the order a lead moves along. */
export const statusOrder = Object.keys(statusRecord) as [LeadStatus, ...LeadStatus[]];
export const typeOrder = Object.keys(typeRecord) as [LeadType, ...LeadType[]];

export function isLeadType(value: string): value is LeadType {
  return value in typeRecord;
}
