import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/** Flags of authenticator data (WebAuthn §6.1): user present, user verified, attested credential data included. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const encode = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

/**
 * A passkey in software for integration tests: an ES256 key pair answering WebAuthn's create and
 * get as a platform authenticator with user verification would, "none" attestation. The browser
 * ceremony itself is tested with Chromium's virtual authenticator (tests/e2e).
 */
export function createSoftwarePasskey() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = encode(credentialId);
  let counter = 0;
  let userHandle: string | undefined;

  function authenticatorData(rpId: string, flags: number, attested: Buffer = Buffer.alloc(0)): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
  }

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,

    /** `navigator.credentials.create`'s answer to registration options. */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) {
      userHandle = options.user.id;
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array<ArrayBuffer>>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey]);
      const authData = authenticatorData(options.rp.id!, USER_PRESENT | USER_VERIFIED | ATTESTED_DATA, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array<ArrayBuffer> | Map<string, never>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, never>()],
          ["authData", new Uint8Array(authData)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        clientExtensionResults: {},
        authenticatorAttachment: "platform" as const,
        response: {
          clientDataJSON: encode(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: encode(attestationObject),
          transports: ["internal"],
        },
      };
    },

    /** `navigator.credentials.get`'s answer to authentication options: signed with the key, the counter one higher. */
    authenticate(options: { challenge: string; rpId?: string }, origin: string) {
      counter += 1;
      const authData = authenticatorData(options.rpId!, USER_PRESENT | USER_VERIFIED);
      const client = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        clientExtensionResults: {},
        authenticatorAttachment: "platform" as const,
        response: {
          clientDataJSON: encode(client),
          authenticatorData: encode(authData),
          signature: encode(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}

export type SoftwarePasskey = ReturnType<typeof createSoftwarePasskey>;
