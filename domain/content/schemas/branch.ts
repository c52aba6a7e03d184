import { z } from "zod";
import {
  BilingualSchema,
  EmailSchema,
  IdSchema,
  InstantSchema,
  MalawiPhoneSchema,
  NameSchema,
  TextSchema,
  WrittenPhoneSchema,
} from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { WeeklyHoursSchema } from "./weekly-hours.ts";
import { scheduleFields } from "./schedule.ts";

/** Spec §3: the three regions, numbered as the bank numbers them. */
export const REGIONS = [
  { id: 1, name: "Central" },
  { id: 2, name: "Northern" },
  { id: 3, name: "Southern" },
] as const;
export const REGION_NAMES = ["Central", "Northern", "Southern"] as const;
export type RegionName = (typeof REGION_NAMES)[number];

export const BRANCH_KINDS = ["branch", "atm", "agency"] as const;

/** Malawi's bounding box with a small margin: every branch, ATM and agency lies inside it. */
export const MALAWI_BOUNDS = { minLatitude: -17.2, maxLatitude: -9.3, minLongitude: 32.6, maxLongitude: 36.0 } as const;

export const LatitudeSchema = z
  .number()
  .min(MALAWI_BOUNDS.minLatitude, "must lie inside Malawi (-17.2 to -9.3)")
  .max(MALAWI_BOUNDS.maxLatitude, "must lie inside Malawi (-17.2 to -9.3)");
export const LongitudeSchema = z
  .number()
  .min(MALAWI_BOUNDS.minLongitude, "must lie inside Malawi (32.6 to 36.0)")
  .max(MALAWI_BOUNDS.maxLongitude, "must lie inside Malawi (32.6 to 36.0)");

// Spec §3 names id, region_id, region_name, name, email, phone, latitude, longtude, address and
// created_at; `kind` and `opening_hours` are ours, so a record shaped as the spec describes it
// needs neither (DESIGN.md "Deliberate departures"): a branch is a `branch` unless said otherwise.
const branchFields = {
  name: NameSchema,
  kind: formField(z.enum(BRANCH_KINDS), { optionLabels: { atm: "ATM" } }).default("branch"),
  region_id: formField(z.union([z.literal(1), z.literal(2), z.literal(3)]), {
    label: "Region",
    optionLabels: Object.fromEntries(REGIONS.map((region) => [region.id, region.name])),
  }),
  region_name: z.enum(REGION_NAMES),
  /** May be empty: agencies have none. */
  email: z.union([EmailSchema, z.literal("")]),
  phone: MalawiPhoneSchema,
  latitude: LatitudeSchema,
  /** Sic: the wire name of spec §3. */
  longtude: formField(LongitudeSchema, { label: "Longitude" }),
  address: TextSchema,
  /** Null when the back office gave none: the branch card then leaves the line out. */
  opening_hours: BilingualSchema.nullable().default(null),
  /** The week in times, from which the card says whether it is open now; null: only the text above. */
  weekly_hours: formField(WeeklyHoursSchema.nullable().default(null), { label: "Weekly hours" }),
  ...scheduleFields,
};

/** The region id and name must name the same region. */
function hasMatchingRegion(branch: { region_id: number; region_name: string }): boolean {
  return REGIONS.some((region) => region.id === branch.region_id && region.name === branch.region_name);
}
const regionRule = { message: "must match region_id (1 Central, 2 Northern, 3 Southern)", path: ["region_name"] };

/** Body of `POST /api/branches` and `PUT /api/branches/{id}`. */
export const BranchInputSchema = z.object({ ...branchFields, phone: WrittenPhoneSchema }).refine(hasMatchingRegion, regionRule);
export type BranchInput = z.infer<typeof BranchInputSchema>;

/** A branch, ATM or agency as the API answers it. */
export const BranchSchema = z.object({ id: IdSchema, ...branchFields, created_at: InstantSchema });
export type Branch = z.infer<typeof BranchSchema>;
