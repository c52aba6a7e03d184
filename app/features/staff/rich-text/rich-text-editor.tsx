import { useEffect, useId, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { Image } from "@tiptap/extension-image";
import { isSafeUrl } from "#domain/schemas/common.ts";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import { uploadMedia } from "#app/features/staff/staff-api.client.ts";
import "./rich-text-editor.css";

interface RichTextEditorProps {
  id: string;
  label: string;
  lang: "en" | "ny";
  html: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (html: string) => void;
}

/**
 * Extensions limited to what the server's blog sanitizer keeps (server/content/sanitize-blog-html.ts):
 * headings from h2 (the page has the h1), no code blocks' language classes, links and images with
 * site paths or https only. What the editor writes is therefore what visitors see.
 */
function createExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: [],
        defaultProtocol: "https",
        isAllowedUri: (url) => isSafeUrl(url) || /^(mailto|tel):/.test(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}

/** A news article's body: a ProseMirror editor with a toolbar; its output is HTML. */
export function RichTextEditor({ id, label, lang, html, invalid, describedBy, onChange }: RichTextEditorProps) {
  const labelId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: createExtensions(),
    content: html,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        lang,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: "staff-rich-text__content",
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? "" : current.getHTML()),
  });

  // The editor's DOM attributes follow the field's state (errors appear after a save).
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          lang,
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          ...(invalid ? { "aria-invalid": "true" } : {}),
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          class: "staff-rich-text__content",
        },
      },
    });
  }, [editor, id, lang, labelId, invalid, describedBy]);

  return (
    <div className="staff-rich-text">
      <span id={labelId} className="staff-rich-text__label">
        {label}
      </span>
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * A link address as the editor saves it: an address on this site becomes its path (an internal
 * link); anything else as typed. Internal links open in the same tab, others in a new one.
 */
export function toLinkHref(typed: string, siteOrigin: string): { href: string; isInternal: boolean } {
  const href = typed.trim();
  if (href.startsWith("#") || (href.startsWith("/") && !href.startsWith("//"))) return { href, isInternal: true };
  try {
    const url = new URL(href);
    if (url.origin === siteOrigin) return { href: `${url.pathname}${url.search}${url.hash}`, isInternal: true };
  } catch {
    // Not an absolute address: left as typed, and checked below.
  }
  return { href, isInternal: false };
}

/** The box open under the toolbar: a link's address and text, or an image's description. */
type OpenBox = { kind: "link"; text: string } | { kind: "image"; file: File };

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullet: current.isActive("bulletList"),
      ordered: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [status, setStatus] = useState("");
  const [box, setBox] = useState<OpenBox | undefined>();
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const imageInputRef = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  function onLink() {
    if (state.link) {
      chain().extendMarkRange("link").unsetLink().run();
      return;
    }
    const { from, to } = editor.state.selection;
    setBox({ kind: "link", text: editor.state.doc.textBetween(from, to, " ") });
  }

  /** Adds the link; answers what is wrong with the address, if anything. */
  function applyLink(typed: string, text: string): string | undefined {
    const { href, isInternal } = toLinkHref(typed, window.location.origin);
    if (href === "") return "Enter the link's address.";
    if (!isSafeUrl(href) && !/^(mailto|tel):/.test(href) && !href.startsWith("#"))
      return "Use a page of this site (starting with /) or an address starting with https://.";
    const attributes =
      isInternal || /^(mailto|tel):/.test(href)
        ? { href, target: null, rel: null }
        : { href, target: "_blank", rel: "noopener noreferrer nofollow" };
    const { from, to, empty } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, " ");
    const words = text.trim() || selected || href;
    if (!empty && words === selected) chain().extendMarkRange("link").setLink(attributes).run();
    else
      chain()
        .insertContent({ type: "text", text: words, marks: [{ type: "link", attrs: attributes }] })
        .run();
    setBox(undefined);
    setStatus(isInternal ? `Link to ${href} added.` : `Link to ${href} added; it opens in a new tab.`);
    return undefined;
  }

  function onImageChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) setBox({ kind: "image", file });
  }

  async function addImage(file: File, alt: string) {
    setBox(undefined);
    setStatus(`Uploading ${file.name}…`);
    try {
      const media = await uploadMedia(file);
      chain().setImage({ src: media.url, alt }).run();
      setStatus(`Image ${file.name} added.`);
    } catch (failure) {
      setStatus(getErrorText(failure));
    }
  }

  function closeBox() {
    const kind = box?.kind;
    setBox(undefined);
    // Back to the control that opened the box.
    requestAnimationFrame(() => (kind === "image" ? imageInputRef.current : linkButtonRef.current)?.focus());
  }

  const button = (text: string, pressed: boolean | undefined, onClick: () => void, disabled = false) => (
    <button type="button" className="staff-rich-text__button" aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {text}
    </button>
  );

  return (
    <>
      <div className="staff-rich-text__toolbar" role="group" aria-label={`Formatting for ${label}`}>
        {button("Bold", state.bold, () => chain().toggleBold().run())}
        {button("Italic", state.italic, () => chain().toggleItalic().run())}
        {button("Heading", state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button("Subheading", state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button("Bullets", state.bullet, () => chain().toggleBulletList().run())}
        {button("Numbers", state.ordered, () => chain().toggleOrderedList().run())}
        {button("Quote", state.quote, () => chain().toggleBlockquote().run())}
        <button
          ref={linkButtonRef}
          type="button"
          className="staff-rich-text__button"
          aria-expanded={state.link ? undefined : box?.kind === "link"}
          onClick={onLink}
        >
          {state.link ? "Remove link" : "Link"}
        </button>
        <label className="staff-rich-text__button">
          Image
          <input ref={imageInputRef} type="file" accept="image/jpeg,image/png" className="visually-hidden" onChange={onImageChosen} />
        </label>
        {button("Undo", undefined, () => chain().undo().run(), !state.canUndo)}
        {button("Redo", undefined, () => chain().redo().run(), !state.canRedo)}
      </div>
      {box?.kind === "link" ? <LinkBox fieldLabel={label} initialText={box.text} onApply={applyLink} onCancel={closeBox} /> : null}
      {box?.kind === "image" ? (
        <ImageAltBox fieldLabel={label} fileName={box.file.name} onApply={(alt) => void addImage(box.file, alt)} onCancel={closeBox} />
      ) : null}
      <p className="staff-field__hint" role="status">
        {status}
      </p>
    </>
  );
}

interface BoxProps {
  /** The editor's label ("Content (English)"), so two editors' boxes are told apart. */
  fieldLabel: string;
  onCancel: () => void;
}

/** An inline box's keys: Enter in one of its fields applies it, Escape cancels it (and goes no further). */
function onBoxKey(event: React.KeyboardEvent, apply: () => void, cancel: () => void): void {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
    event.preventDefault();
    apply();
  } else if (event.key === "Escape") {
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }
}

/** An inline box's two buttons: the one that applies it, and Cancel. */
function BoxActions({ applyLabel, onApply, onCancel }: { applyLabel: string; onApply: () => void; onCancel: () => void }) {
  return (
    <div className="staff-rich-text__box-actions">
      <button type="button" className="staff-button staff-button--small" onClick={onApply}>
        {applyLabel}
      </button>
      <button type="button" className="staff-button staff-button--quiet staff-button--small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/**
 * The inline box of a link (instead of the browser's prompt): its address and its text; Enter
 * adds it, Escape cancels. Inside the record's form, so Enter must not send the form.
 */
function LinkBox({
  fieldLabel,
  initialText,
  onApply,
  onCancel,
}: BoxProps & { initialText: string; onApply: (href: string, text: string) => string | undefined }) {
  const id = useId();
  const [href, setHref] = useState("");
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | undefined>();
  const addressRef = useRef<HTMLInputElement>(null);
  useEffect(() => addressRef.current?.focus(), []);
  const apply = () => setProblem(onApply(href, text));
  return (
    <div
      className="staff-rich-text__box"
      role="group"
      aria-label={`Add a link to ${fieldLabel}`}
      onKeyDown={(event) => onBoxKey(event, apply, onCancel)}
    >
      <div className="staff-rich-text__box-field">
        <label htmlFor={`${id}-href`}>Link address</label>
        <input
          ref={addressRef}
          id={`${id}-href`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={href}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          onChange={(event) => setHref(event.target.value)}
        />
        <p id={`${id}-hint`} className="staff-field__hint">
          A page of this site (/fdhbankplc/loans, or its full address) opens in the same tab; another site&apos;s https address opens in a
          new tab.
        </p>
        {problem ? (
          <p id={`${id}-problem`} className="staff-field-error">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="staff-rich-text__box-field">
        <label htmlFor={`${id}-text`}>Link text</label>
        <input id={`${id}-text`} type="text" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <BoxActions applyLabel="Add link" onApply={apply} onCancel={onCancel} />
    </div>
  );
}

/** The inline box of an image's description (its alt text), asked before it is uploaded. */
function ImageAltBox({ fieldLabel, fileName, onApply, onCancel }: BoxProps & { fileName: string; onApply: (alt: string) => void }) {
  const id = useId();
  const [alt, setAlt] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div
      className="staff-rich-text__box"
      role="group"
      aria-label={`Add an image to ${fieldLabel}`}
      onKeyDown={(event) => onBoxKey(event, () => onApply(alt.trim()), onCancel)}
    >
      <div className="staff-rich-text__box-field">
        <label htmlFor={`${id}-alt`}>Describe the image ({fileName}) for people who cannot see it</label>
        <input
          ref={inputRef}
          id={`${id}-alt`}
          type="text"
          autoComplete="off"
          value={alt}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p id={`${id}-hint`} className="staff-field__hint">
          Leave it empty only when the image is decoration.
        </p>
      </div>
      <BoxActions applyLabel="Add image" onApply={() => onApply(alt.trim())} onCancel={onCancel} />
    </div>
  );
}
