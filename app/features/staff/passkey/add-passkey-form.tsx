import { useState } from "react";
import type { Passkey } from "#domain/staff-identity/schemas/passkeys.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { StaffField } from "#app/features/staff/staff-field.tsx";
import { RequestError } from "#app/http/request-error.ts";
import { addMyPasskey, getPasskeyPromptText } from "./passkey-api.client.ts";

/** Why adding a passkey failed, in the console's words: the browser's prompt, or the API's refusal. */
export function getPasskeyErrorText(caught: unknown): string {
  return getPasskeyPromptText(caught) ?? getStaffErrorText(caught instanceof RequestError ? caught.code : "internal");
}

interface AddPasskeyFormProps {
  heading: string;
  /** The form's heading level where it sits: under "My security"'s h2, or the enrolment's h1. */
  headingLevel: 2 | 3;
  intro: string;
  /** Whether the person may choose a passkey that signs in without the password. */
  offerPasswordless: boolean;
  /** Another action of the screen is running. */
  disabled?: boolean;
  onAdded: (passkey: Passkey) => void;
  onFailed: (text: string) => void;
}

/** A name first, then the browser's passkey prompt (ADR 053): on "My security" and at enrolment. */
export function AddPasskeyForm({
  heading,
  headingLevel,
  intro,
  offerPasswordless,
  disabled = false,
  onAdded,
  onFailed,
}: AddPasskeyFormProps) {
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const add = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    if (!name) {
      setNameError("Give the passkey a name, such as the device it is on.");
      form.querySelector<HTMLInputElement>("#passkey-name")?.focus();
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      const added = await addMyPasskey(name, data.get("passwordless") === "on");
      form.reset();
      onAdded(added);
    } catch (caught) {
      onFailed(getPasskeyErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="staff-passkey-form"
      aria-labelledby="add-passkey-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(event.currentTarget);
      }}
    >
      <Heading id="add-passkey-heading">{heading}</Heading>
      <p className="staff-hint">{intro}</p>
      <StaffField id="passkey-name" name="name" label="Name (for example, the device it is on)" autoComplete="off" error={nameError} />
      {offerPasswordless ? (
        <div className="staff-check">
          <input id="passkey-passwordless" name="passwordless" type="checkbox" />
          <label htmlFor="passkey-passwordless">Let this passkey sign me in without my password</label>
        </div>
      ) : null}
      <button type="submit" className="staff-button" disabled={busy || disabled}>
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
    </form>
  );
}
