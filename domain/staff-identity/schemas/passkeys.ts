import { z } from "zod";
import { IdSchema, InstantSchema } from "../../schemas/common.ts";

/** What a person calls a passkey, to tell their devices apart ("Work laptop", "Phone"). */
export const PasskeyNameSchema = z.string().trim().min(1, "must not be empty").max(60, "at most 60 characters");

/**
 * A browser's answer to a WebAuthn ceremony, as `@simplewebauthn/browser` gives it (base64url
 * fields). Checked in full by `@simplewebauthn/server`; here only its outline.
 */
const WebAuthnAnswerSchema = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** `navigator.credentials.create`'s answer: adds a passkey. */
export const RegistrationAnswerSchema = WebAuthnAnswerSchema.extend({
  response: z.looseObject({ clientDataJSON: z.string().max(4000), attestationObject: z.string().max(20000) }),
});

/** `navigator.credentials.get`'s answer: signs in with a passkey. */
export const AuthenticationAnswerSchema = WebAuthnAnswerSchema.extend({
  response: z.looseObject({
    clientDataJSON: z.string().max(4000),
    authenticatorData: z.string().max(4000),
    // Post-quantum ML-DSA signatures (which the library accepts and Chromium makes) run to 4,627 bytes.
    signature: z.string().max(8000),
    userHandle: z.string().max(200).optional(),
  }),
});
export type AuthenticationAnswer = z.infer<typeof AuthenticationAnswerSchema>;

/** Options for `navigator.credentials.create` / `get`, as `@simplewebauthn/server` makes them. */
export const WebAuthnOptionsSchema = z
  .looseObject({ challenge: z.string(), timeout: z.number().optional() })
  .describe("PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3)");

/** Body of `POST /api/staff/me/passkeys`. */
export const AddPasskeyBodySchema = z.object({
  name: PasskeyNameSchema,
  /** The person's choice that this passkey alone signs them in, without the password. */
  passwordless: z.boolean(),
  answer: RegistrationAnswerSchema,
});
export type AddPasskeyBody = z.infer<typeof AddPasskeyBodySchema>;

/** One of a person's passkeys, as "My security" lists it. */
export const PasskeySchema = z.object({
  id: IdSchema,
  name: z.string(),
  passwordless: z.boolean(),
  created_at: InstantSchema,
  last_used_at: InstantSchema.nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });

/** Body of `POST /api/staff/session/passkey`: signs in with a passkey alone. */
export const PasskeySignInBodySchema = z.object({ answer: AuthenticationAnswerSchema });
