// No zod here: the board screen filters in the browser.
import type { Bilingual } from "../language.ts";
import { isSiteId, type SiteId } from "../site.ts";

/** The role types the executives view filters by (spec §2); the executive schema validates against this list. */
export const ROLE_TYPES = [
  "Chairperson",
  "Independent Non-Executive Director",
  "Non-Executive Director",
  "Executive Director",
  "Company Secretary",
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** A board member as the API answers it (browser store `boards`), the fields the board screen reads. */
export interface BoardMember {
  id: string;
  created_at: string;
  name: string;
  image_url: string;
  qualifications: string;
  roles: Array<{ company_name: SiteId; executive_role_type_name: RoleType; title: Bilingual; position: number }>;
}

/** Spec §3 "display form" of a board member, for one seat. */
export interface BoardCard {
  id: string;
  name: string;
  image_url: string;
  qualification: string;
  title: Bilingual;
  roleType: RoleType;
  position: number;
}

export interface ExecutivesFilter {
  company: SiteId;
  /** No role type is all role types. */
  roleType: RoleType | undefined;
}

/** The filters from `?company=` and `?role=`: by default this sub-site's company and all role types. */
export function parseExecutivesFilter(params: URLSearchParams, site: SiteId): ExecutivesFilter {
  const company = params.get("company");
  const roleType = params.get("role");
  return {
    company: isSiteId(company) ? company : site,
    roleType: (ROLE_TYPES as readonly (string | null)[]).includes(roleType) ? (roleType as RoleType) : undefined,
  };
}

/** The executives view (spec §2): one card per member seated in the company (with the role type), ordered by position. */
export function getBoardCards(members: readonly BoardMember[], filter: ExecutivesFilter): BoardCard[] {
  const cards: BoardCard[] = [];
  for (const member of members) {
    const role = member.roles.find(
      (candidate) =>
        candidate.company_name === filter.company &&
        (filter.roleType === undefined || candidate.executive_role_type_name === filter.roleType),
    );
    if (!role) continue;
    cards.push({
      id: member.id,
      name: member.name,
      image_url: member.image_url,
      qualification: member.qualifications,
      title: role.title,
      roleType: role.executive_role_type_name,
      position: role.position,
    });
  }
  return cards.toSorted((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/** A management team member, the fields the team screen reads. */
export interface TeamMemberSummary {
  id: string;
  created_at: string;
  name: string;
  image_url: string;
  title: Bilingual;
  qualifications: string;
  site: SiteId;
  position: number;
}

/** A sub-site's management team, ordered by position. */
export function getTeamOfSite<T extends Pick<TeamMemberSummary, "site" | "position" | "name">>(members: readonly T[], site: SiteId): T[] {
  return members.filter((member) => member.site === site).toSorted((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}
