import type { Bilingual } from "../language.ts";

export type MalawiRegion = "northern" | "central" | "southern";

/**
 * Malawi's 28 districts (National Statistical Office, 2018 census), by region. The Chichewa
 * names are the same words: district names are proper nouns and are written alike in both languages.
 */
export const MALAWI_DISTRICTS = [
  ["chitipa", "Chitipa", "northern"],
  ["karonga", "Karonga", "northern"],
  ["likoma", "Likoma", "northern"],
  ["mzimba", "Mzimba", "northern"],
  ["nkhata_bay", "Nkhata Bay", "northern"],
  ["rumphi", "Rumphi", "northern"],
  ["dedza", "Dedza", "central"],
  ["dowa", "Dowa", "central"],
  ["kasungu", "Kasungu", "central"],
  ["lilongwe", "Lilongwe", "central"],
  ["mchinji", "Mchinji", "central"],
  ["nkhotakota", "Nkhotakota", "central"],
  ["ntcheu", "Ntcheu", "central"],
  ["ntchisi", "Ntchisi", "central"],
  ["salima", "Salima", "central"],
  ["balaka", "Balaka", "southern"],
  ["blantyre", "Blantyre", "southern"],
  ["chikwawa", "Chikwawa", "southern"],
  ["chiradzulu", "Chiradzulu", "southern"],
  ["machinga", "Machinga", "southern"],
  ["mangochi", "Mangochi", "southern"],
  ["mulanje", "Mulanje", "southern"],
  ["mwanza", "Mwanza", "southern"],
  ["neno", "Neno", "southern"],
  ["nsanje", "Nsanje", "southern"],
  ["phalombe", "Phalombe", "southern"],
  ["thyolo", "Thyolo", "southern"],
  ["zomba", "Zomba", "southern"],
] as const satisfies ReadonlyArray<readonly [string, string, MalawiRegion]>;

export type MalawiDistrictId = (typeof MALAWI_DISTRICTS)[number][0];
export const MALAWI_DISTRICT_IDS = MALAWI_DISTRICTS.map(([id]) => id) as [MalawiDistrictId, ...MalawiDistrictId[]];

/** Region names as a form groups the districts. */
export const MALAWI_REGION_NAMES: Record<MalawiRegion, Bilingual> = {
  northern: { en: "Northern Region", ny: "Chigawo cha Kumpoto" },
  central: { en: "Central Region", ny: "Chigawo Chapakati" },
  southern: { en: "Southern Region", ny: "Chigawo cha Kummwera" },
};

/** A district's name in a language (the same word in both). */
export function getDistrictName(id: string): string | undefined {
  return MALAWI_DISTRICTS.find(([districtId]) => districtId === id)?.[1];
}
