import type { ProgrammeId } from "./assess";
import {
  cecMinimums,
  fstMinimums,
  fswGrid,
  fswMinimums,
  programmePages,
  sinpGrid,
  type Sourced,
} from "./rules";

/**
 * Where each programme is explained on the site, and the official page its rules come from. The
 * screening programmes have no rule of the finder's to source: their pages on the site say the rest.
 */
export const programmeLinks: Record<ProgrammeId, { page: string; source?: string }> = {
  fsw: { page: "/programs#express-entry", source: programmePages.fsw },
  cec: { page: "/programs#express-entry", source: programmePages.cec },
  fst: { page: "/programs#express-entry", source: programmePages.fst },
  expressEntry: { page: "/programs#express-entry", source: programmePages.expressEntry },
  sinpEmploymentOffer: { page: "/programs#provincial-nominee", source: sinpGrid.source },
  sinpOccupationInDemand: { page: "/programs#provincial-nominee", source: sinpGrid.source },
  sinpExpressEntry: { page: "/programs#provincial-nominee", source: sinpGrid.source },
  sinpExperience: { page: "/programs#provincial-nominee", source: programmePages.sinp },
  study: { page: "/study" },
  family: { page: "/family" },
  communityPilots: { page: "/programs#community-pilots" },
};

/** The day the rules were last compared with their sources: the oldest check of the tables the finder uses. */
const tables: readonly Sourced[] = [fswGrid, fswMinimums, cecMinimums, fstMinimums, sinpGrid];
export const rulesCheckedOn: string = tables.map((table) => table.checkedOn).sort()[0]!;
