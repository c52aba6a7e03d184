import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  precheckApplicationDetails,
  DEFAULT_ACCOUNT_OPTION,
  EMPTY_APPLICATION_VALUES,
  getMalawiToday,
  getRequiredApplicationDocuments,
  type AccountOptionId,
  type ApplicationDocumentPurpose,
  type ApplicationFieldErrors,
  type ApplicationValues,
  type Tier1Limits,
} from "#domain/account-opening/application-rules.ts";
import type { ApplicantView } from "#domain/account-opening/schemas/account-application.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import { usePanels } from "#app/features/panels/panels-context.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { RequestError } from "#app/http/request-error.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import {
  getApplication,
  getDraftHolder,
  keepDraftValues,
  saveDetails,
  startApplication,
  submitApplication,
  uploadApplicationDocument,
  withdrawApplication,
} from "./account-opening-api.client.ts";
import { accountOpeningMessages, type AccountOpeningMessages } from "./account-opening-messages.ts";
import { ChooseStep } from "./choose-step.tsx";
import { CodeStep } from "./code-step.tsx";
import { DetailsStep, type BranchOption } from "./details-step.tsx";
import { clearDraftSession, readDraftSession, writeDraftSession, type DraftSession } from "./draft-session.client.ts";
import { useDraftAutosave } from "./use-draft-autosave.ts";
import "./account-opening.css";

// The documents and review steps load when the visitor reaches the details step, not with the
// journey's first step (ADR 069): the camera, the upload checks and the review stay off the first load.
const loadDocumentsStep = () => import("./documents-step.tsx");
const loadReviewStep = () => import("./review-step.tsx");
const DocumentsStep = lazy(() => loadDocumentsStep().then((module) => ({ default: module.DocumentsStep })));
const ReviewStep = lazy(() => loadReviewStep().then((module) => ({ default: module.ReviewStep })));

const STEPS = ["choose", "verify", "details", "documents", "review"] as const;
/** "held": this phone keeps another number's draft; the visitor chooses (ADR 060). */
type Step = (typeof STEPS)[number] | "held" | "done" | "withdrawn";

/** Where a saved draft carries on: the first part still missing (details kept half-typed count as missing). */
function getResumeStep(draft: ApplicantView): Step {
  if (precheckApplicationDetails(draft.option, draft.values, getMalawiToday(new Date())).status !== "valid") return "details";
  const missing = getRequiredApplicationDocuments(draft.option).some(
    (purpose) => !draft.documents.some((document) => document.purpose === purpose),
  );
  return missing ? "documents" : "review";
}

function getFailureText(m: AccountOpeningMessages, error: unknown): string {
  if (!(error instanceof RequestError)) return m.unknownError;
  switch (error.code) {
    case "network":
    case "timeout":
      return m.network;
    case "code_expired":
    case "unauthenticated":
      return m.sessionExpired;
    case "application_not_editable":
      return m.notEditable;
    case "application_incomplete":
      return m.incomplete;
    case "document_rejected":
      return error.status === 413 ? m.fileProblem.tooLarge : m.fileProblem.notAllowedType;
    default:
      return m.unknownError;
  }
}

/**
 * The account-opening journey (ADR 031): choose, confirm the phone or e-mail with a one-time
 * code, details, documents, review and submit. Every step is saved on the server under the code
 * session; the browser keeps only the draft's id, so a reload on this phone carries on.
 */
export function OpenAccountJourney({ branches, tier1Limits }: { branches: readonly BranchOption[]; tier1Limits: Tier1Limits }) {
  const { lang, t } = useSite();
  const m = useScreenMessages(accountOpeningMessages);
  const { prompt } = usePanels();
  const isHydrated = useIsHydrated();
  const [step, setStep] = useState<Step>("choose");
  const [option, setOption] = useState<AccountOptionId>(DEFAULT_ACCOUNT_OPTION);
  const [draft, setDraft] = useState<ApplicantView | null>(null);
  const [isResuming, setResuming] = useState(false);
  const [detailsErrors, setDetailsErrors] = useState<ApplicationFieldErrors>({});
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [channel, setChannel] = useState<"sms" | "email">("sms");
  // The draft this phone keeps belongs to another number than the one just confirmed (ADR 060).
  const [held, setHeld] = useState<{ holder: string; confirmed: string } | null>(null);
  const session = useRef<DraftSession | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  const goTo = (next: Step) => {
    hasMoved.current = true;
    setFailure(undefined);
    setStep(next);
  };

  // The later steps start loading once the details step shows, so Continue does not wait for them.
  useEffect(() => {
    if (step !== "details") return;
    void loadDocumentsStep();
    void loadReviewStep();
  }, [step]);

  // Each new step is announced by moving the focus to its heading.
  useEffect(() => {
    if (hasMoved.current) heading.current?.focus();
  }, [step]);

  const resume = (view: ApplicantView) => {
    // A returned application is fixed in place, like a draft (ADR 067).
    if (view.status !== "draft" && view.status !== "returned") {
      clearDraftSession();
      session.current = undefined;
      return false;
    }
    setDraft(view);
    setOption(view.option);
    goTo(getResumeStep(view));
    return true;
  };

  /** A call that needs the code session: when it has expired, the visitor confirms again and carries on. */
  const handle = (error: unknown) => {
    if (error instanceof RequestError && (error.code === "code_expired" || error.status === 401)) {
      setResuming(true);
      goTo("verify");
    }
    setFailure(getFailureText(m, error));
  };

  const autosave = useDraftAutosave(
    (values) => (draft ? keepDraftValues(draft.id, values) : Promise.reject(new RequestError(404, "not_found"))),
    (view) => setDraft((current) => (current?.id === view.id ? { ...current, values: view.values } : current)),
    handle,
  );

  useEffect(() => {
    const stored = readDraftSession();
    if (!stored) return;
    session.current = stored;
    getApplication(stored.draft_id)
      .then((view) => resume(view))
      .catch((error: unknown) => {
        if (error instanceof RequestError && error.status === 401) {
          // The draft is there but the code session lapsed: a fresh code carries on with it.
          setResuming(true);
          setStep("verify");
          return;
        }
        if (error instanceof RequestError && error.status === 404) {
          clearDraftSession();
          session.current = undefined;
        }
      });
    // Once, on arrival: the stored draft decides where the journey starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startNewDraft = async () => {
    const view = await startApplication(option, lang);
    session.current = writeDraftSession(view.id);
    setResuming(false);
    setHeld(null);
    setDraft(view);
    goTo("details");
  };

  const onVerified = async (username: string) => {
    setChannel(username.startsWith("+") ? "sms" : "email");
    setBusy(true);
    try {
      if (session.current) {
        const draftId = session.current.draft_id;
        try {
          const view = await getApplication(draftId);
          setResuming(false);
          setHeld(null);
          if (resume(view)) return;
        } catch (error) {
          if (!(error instanceof RequestError && error.status === 404)) throw error;
          // Not this number's: if the draft is still there, it is another number's. Say whose, and let the visitor choose.
          const holder = await getDraftHolder(draftId).catch((failure: unknown) => {
            if (failure instanceof RequestError && failure.status === 404) return undefined;
            throw failure;
          });
          if (holder !== undefined) {
            setHeld({ holder, confirmed: username.startsWith("+") ? formatPhoneNumber(username) : username });
            goTo("held");
            return;
          }
        }
      }
      await startNewDraft();
    } catch (error) {
      handle(error);
    } finally {
      setBusy(false);
    }
  };

  const startNewInstead = async () => {
    setBusy(true);
    try {
      // The other number's draft stays with that number (its owner may carry on from another phone); this phone now keeps the new one.
      await startNewDraft();
    } catch (error) {
      handle(error);
    } finally {
      setBusy(false);
    }
  };

  const save = async (values: ApplicationValues) => {
    if (!draft) return;
    setBusy(true);
    try {
      // An autosave still on its way must not land after the Continue and undo it.
      await autosave.flush();
      const view = await saveDetails(draft.id, option, values);
      setDraft(view);
      setDetailsErrors({});
      goTo(getResumeStep(view) === "review" ? "review" : "documents");
    } catch (error) {
      if (error instanceof RequestError && error.code === "invalid_application_details")
        setDetailsErrors(error.fields as ApplicationFieldErrors);
      else handle(error);
    } finally {
      setBusy(false);
    }
  };

  const upload = async (purpose: ApplicationDocumentPurpose, file: File): Promise<string | undefined> => {
    if (!draft) return m.unknownError;
    try {
      const view = await uploadApplicationDocument(draft.id, purpose, file, file.name);
      // Uploads run side by side and answer in any order: each answer settles its own purpose only.
      const stored = view.documents.find((document) => document.purpose === purpose);
      setDraft((current) =>
        current && stored
          ? { ...current, documents: [...current.documents.filter((document) => document.purpose !== purpose), stored] }
          : current,
      );
      return undefined;
    } catch (error) {
      if (error instanceof RequestError && (error.code === "code_expired" || error.status === 401)) handle(error);
      return getFailureText(m, error);
    }
  };

  const submit = async () => {
    if (!draft || !session.current) return;
    setBusy(true);
    try {
      const view = await submitApplication(draft.id, session.current.submit_key);
      setDraft(view);
      clearDraftSession();
      session.current = undefined;
      goTo("done");
    } catch (error) {
      handle(error);
    } finally {
      setBusy(false);
    }
  };

  /** Withdraw (ADR 031): after the confirm dialog the draft and its files are deleted, and this phone forgets it. */
  const withdraw = async () => {
    if (!draft) return;
    const id = draft.id;
    const forget = () => {
      clearDraftSession();
      session.current = undefined;
      setDraft(null);
      setOption(DEFAULT_ACCOUNT_OPTION);
      goTo("withdrawn");
    };
    try {
      const isWithdrawn = await prompt({
        header: m.withdrawHeader,
        message: m.withdrawMessage(m.options[draft.option].name, draft.documents.length),
        confirmLabel: m.withdrawConfirm,
        action: () => withdrawApplication(id),
      });
      if (isWithdrawn) forget();
    } catch (error) {
      // Already gone (withdrawn from another tab, or swept): the visitor's wish is met all the same.
      if (error instanceof RequestError && error.status === 404) forget();
      else handle(error);
    }
  };

  const startOver = () => {
    setDraft(null);
    setOption(DEFAULT_ACCOUNT_OPTION);
    goTo("choose");
  };

  const isFinished = step === "done" || step === "withdrawn";
  // The choice between two numbers' drafts is part of confirming the number.
  const shownStep = step === "held" ? "verify" : step;
  const stepNumber = isFinished ? STEPS.length : STEPS.indexOf(shownStep as (typeof STEPS)[number]) + 1;
  return (
    <div className="ao-journey">
      {isFinished ? null : (
        <ol className="ao-progress" aria-hidden>
          {STEPS.map((name, index) => (
            <li key={name} className={index < stepNumber ? "ao-progress__done" : undefined} />
          ))}
        </ol>
      )}
      <h2 ref={heading} tabIndex={-1} className="ao-journey__heading">
        {step === "done"
          ? m.doneHeading
          : step === "withdrawn"
            ? m.withdrawnHeading
            : m.stepOf(stepNumber, STEPS.length, m.steps[shownStep as (typeof STEPS)[number]])}
      </h2>
      {isHydrated ? null : <noscript>{m.needsJs}</noscript>}
      {draft?.status === "returned" && draft.reference && !isFinished && step !== "verify" ? (
        <div className="ao-returned" role="note">
          <p>{m.returnedNotice(draft.reference)}</p>
          {draft.return_reason ? <p className="ao-returned__reason">{m.returnReason(draft.return_reason)}</p> : null}
        </div>
      ) : null}
      {draft?.upgrade_of && !isFinished && step !== "verify" ? (
        <div className="ao-returned" role="note">
          <p>{m.upgradeNotice}</p>
        </div>
      ) : null}
      {failure ? (
        <div role="alert" className="ao-failure">
          <FieldError text={failure} />
        </div>
      ) : null}
      {step === "choose" ? (
        <ChooseStep
          m={m}
          option={option}
          tier1Limits={tier1Limits}
          onChoose={(chosen) => {
            setOption(chosen);
            goTo(draft ? "details" : "verify");
          }}
        />
      ) : null}
      {step === "verify" ? (
        <CodeStep
          m={m}
          id="ao"
          intro={held ? m.heldDraftIntro(held.holder) : isResuming ? m.resumeIntro : m.verifyIntro}
          hint={m.phoneEmailHint}
          submitLabel={m.sendCode}
          isBusy={isBusy}
          onBack={held ? () => goTo("held") : isResuming ? undefined : () => goTo("choose")}
          onVerified={onVerified}
        />
      ) : null}
      {step === "held" && held ? (
        <div className="ao-held">
          <p>{m.heldDraft(held.holder)}</p>
          <div className="ao-actions ao-actions--choices">
            <button type="button" className="button button--secondary" onClick={() => void startNewInstead()} disabled={isBusy}>
              {m.startNewWith(held.confirmed)}
            </button>
            <button
              type="button"
              className="button"
              disabled={isBusy}
              onClick={() => {
                setResuming(true);
                goTo("verify");
              }}
            >
              {m.continueHeld(held.holder)}
            </button>
          </div>
        </div>
      ) : null}
      {step === "details" && draft ? (
        <DetailsStep
          m={m}
          option={option}
          branches={branches}
          initial={{ ...EMPTY_APPLICATION_VALUES, ...draft.values }}
          serverErrors={detailsErrors}
          isSaving={isBusy}
          onSave={(values) => void save(values)}
          // A returned application keeps its account: back leads to the review, not to another choice.
          // So does an upgrade: it is the full First Save account (ADR 072).
          onBack={() => void autosave.flush().then(() => goTo(draft.status === "returned" || draft.upgrade_of ? "review" : "choose"))}
          autosave={autosave}
        />
      ) : null}
      <Suspense fallback={<p>{t.loading}</p>}>
        {step === "documents" && draft ? (
          <DocumentsStep
            m={m}
            option={draft.option}
            documents={draft.documents}
            onUpload={upload}
            onContinue={() => goTo("review")}
            onBack={() => goTo("details")}
          />
        ) : null}
        {step === "review" && draft ? (
          <ReviewStep
            m={m}
            draft={draft}
            branches={branches}
            isSubmitting={isBusy}
            onEdit={goTo}
            onSubmit={() => void submit()}
            submitLabel={draft.status === "returned" ? m.resubmit : m.submit}
          />
        ) : null}
      </Suspense>
      {step === "withdrawn" ? (
        <div className="ao-done">
          <p>{m.withdrawnText}</p>
          <p>{m.withdrawnNext}</p>
          <div className="ao-actions">
            <button type="button" className="button" onClick={startOver}>
              {m.startAnother}
            </button>
          </div>
        </div>
      ) : null}
      {step === "done" && draft?.reference ? (
        <div className="ao-done">
          <p className="ao-done__label">{m.referenceLabel}</p>
          <p className="ao-done__reference" data-testid="application-reference">
            {draft.reference}
          </p>
          <p>{m.doneText(channel)}</p>
          <p>{m.doneNext}</p>
          <div className="ao-actions">
            <a className="button button--secondary" href={`?tab=status&reference=${encodeURIComponent(draft.reference)}`}>
              {m.checkStatus}
            </a>
            <button type="button" className="button button--secondary" onClick={startOver}>
              {m.startAnother}
            </button>
          </div>
        </div>
      ) : null}
      {draft && draft.status === "draft" && step !== "verify" && !isFinished ? (
        <div className="ao-withdraw">
          <button type="button" className="button button--secondary ao-withdraw__button" onClick={() => void withdraw()} disabled={isBusy}>
            {m.withdraw}
          </button>
        </div>
      ) : null}
    </div>
  );
}
