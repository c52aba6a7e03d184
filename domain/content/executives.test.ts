import { describe, expect, it } from "vitest";
import { getBoardCards, getTeamOfSite, parseExecutivesFilter, type BoardMember } from "./executives.ts";

const title = (en: string) => ({ en, ny: en });
const member = (name: string, roles: BoardMember["roles"]): BoardMember => ({
  id: name,
  created_at: "2026-01-01T00:00:00.000Z",
  name,
  image_url: "/content/images/x.svg",
  qualifications: "MBA",
  roles,
});
const members = [
  member("Chair", [
    { company_name: "holding", executive_role_type_name: "Chairperson", title: title("Board Chairperson"), position: 1 },
    { company_name: "bank", executive_role_type_name: "Non-Executive Director", title: title("Director"), position: 4 },
  ]),
  member("Secretary", [
    { company_name: "bank", executive_role_type_name: "Company Secretary", title: title("Company Secretary"), position: 7 },
  ]),
  member("Bank chair", [{ company_name: "bank", executive_role_type_name: "Chairperson", title: title("Board Chairperson"), position: 1 }]),
];

describe("executives view", () => {
  it("defaults to the sub-site's company and all role types; ignores unknown values", () => {
    expect(parseExecutivesFilter(new URLSearchParams(""), "bank")).toEqual({ company: "bank", roleType: undefined });
    expect(parseExecutivesFilter(new URLSearchParams("company=nowhere&role=King"), "holding")).toEqual({
      company: "holding",
      roleType: undefined,
    });
    expect(parseExecutivesFilter(new URLSearchParams("company=properties&role=Chairperson"), "bank")).toEqual({
      company: "properties",
      roleType: "Chairperson",
    });
  });

  it("shows the members seated in the company, with that seat's title, ordered by position", () => {
    const cards = getBoardCards(members, { company: "bank", roleType: undefined });
    expect(cards.map((card) => [card.name, card.title.en, card.position])).toEqual([
      ["Bank chair", "Board Chairperson", 1],
      ["Chair", "Director", 4],
      ["Secretary", "Company Secretary", 7],
    ]);
  });

  it("filters by role type", () => {
    expect(getBoardCards(members, { company: "bank", roleType: "Chairperson" }).map((card) => card.name)).toEqual(["Bank chair"]);
    expect(getBoardCards(members, { company: "holding", roleType: "Company Secretary" })).toEqual([]);
  });

  it("lists a sub-site's team by position", () => {
    const team = [
      { name: "B", site: "bank", position: 2 },
      { name: "A", site: "bank", position: 1 },
      { name: "H", site: "holding", position: 1 },
    ] as const;
    expect(getTeamOfSite(team, "bank").map((entry) => entry.name)).toEqual(["A", "B"]);
  });
});
