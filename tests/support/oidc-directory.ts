import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";
import { TEST_DIRECTORY_CLIENT } from "./oidc-directory-client.ts";

/**
 * A bank's directory for the tests: `oidc-provider`, a certified OpenID Provider, on the loopback
 * address (ADR 066). Its sign-in page is the test's: whoever `signInAs` named is signed in at once,
 * with the authentication methods given (a password and a code, unless told otherwise).
 */
export interface TestDirectoryPerson {
  sub: string;
  preferred_username?: string;
  name?: string;
  email?: string;
  groups?: string[];
  /** RFC 8176 methods the directory says it used: ["pwd", "otp"] unless given. */
  amr?: string[];
}

export interface TestDirectory {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next sign-in at the directory is this person's. */
  signInAs(person: TestDirectoryPerson): void;
  close(): Promise<void>;
}

export { TEST_DIRECTORY_CLIENT };

/** Starts the directory for a site at `publicUrl` (its callback and sign-out addresses are registered). */
export async function startTestDirectory(publicUrl: string, port = 0): Promise<TestDirectory> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, TestDirectoryPerson>();
  let next: TestDirectoryPerson | undefined;

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_DIRECTORY_CLIENT.clientId,
        client_secret: TEST_DIRECTORY_CLIENT.clientSecret,
        redirect_uris: [`${publicUrl}/api/staff/directory/callback`],
        post_logout_redirect_uris: [`${publicUrl}/staff`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-directory", use: "sig", alg: "RS256" } as never] },
    cookies: { keys: ["a-cookie-key-only-the-tests-know"] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    pkce: { required: () => true },
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      // Every ID token says how the person proved who they are (RFC 8176), as directories do.
      openid: ["sub", "amr"],
      profile: ["name", "preferred_username", "groups"],
      email: ["email", "email_verified"],
    },
    // The profile claims ride in the ID token, as many directories send them.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The directory's own page, asking before it signs the person out (no web fonts: the tests are offline).
        async logoutSource(ctx, form) {
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign out of the directory</title></head><body><main><h1>Sign out of the directory?</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button></main></body></html>`;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          ...(person.preferred_username ? { preferred_username: person.preferred_username } : {}),
          ...(person.name ? { name: person.name } : {}),
          ...(person.email ? { email: person.email, email_verified: true } : {}),
          ...(person.groups ? { groups: person.groups } : {}),
        }),
      };
    },
    // The bank's own client is trusted: no consent screen, as a directory is set up for its staff.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope("openid profile email");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!request.url?.startsWith("/interaction/")) {
      handle(request, response);
      return;
    }
    void (async () => {
      try {
        const person = next;
        if (!person) throw new Error("the test named no one to sign in at the directory");
        people.set(person.sub, person);
        await provider.interactionFinished(request, response, { login: { accountId: person.sub, amr: person.amr ?? ["pwd", "otp"] } });
      } catch (error) {
        response.statusCode = 500;
        response.end(String(error));
      }
    })();
  });

  return {
    issuer,
    ...TEST_DIRECTORY_CLIENT,
    signInAs(person) {
      next = person;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The cookies a browser would keep for the directory: enough for its redirects, paths aside. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Walks a browser through the directory, from its authorization address to the redirect back to the
 * site: answers the site's address the directory sent the browser to (the callback, with its code).
 */
export async function passThroughDirectory(authorizationUrl: string, jar = new CookieJar()): Promise<URL> {
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.store(response.headers.getSetCookie());
    const location = response.headers.get("location");
    if (!location) throw new Error(`the directory answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    url = new URL(location, url);
    if (url.origin !== issuerOrigin) return url;
  }
  throw new Error("the directory kept redirecting");
}
