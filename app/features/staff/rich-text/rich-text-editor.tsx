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
  const chain = () => editor.chain().focus();

  function onLink() {
    if (state.link) {
      chain().extendMarkRange("link").unsetLink().run();
      return;
    }
    const href = window.prompt("Link address (a site path starting with /, or https://…)")?.trim();
    if (!href) return;
    if (!isSafeUrl(href) && !/^(mailto|tel):/.test(href)) {
      setStatus("That address was not added: use a site path starting with /, or an https address.");
      return;
    }
    chain().extendMarkRange("link").setLink({ href }).run();
  }

  async function onImage(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const alt = window.prompt("Describe the image for people who cannot see it") ?? "";
    setStatus(`Uploading ${file.name}…`);
    try {
      const media = await uploadMedia(file);
      chain().setImage({ src: media.url, alt }).run();
      setStatus(`Image ${file.name} added.`);
    } catch (failure) {
      setStatus(getErrorText(failure));
    }
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
        {button(state.link ? "Remove link" : "Link", undefined, onLink)}
        <label className="staff-rich-text__button">
          Image
          <input type="file" accept="image/jpeg,image/png" className="visually-hidden" onChange={onImage} />
        </label>
        {button("Undo", undefined, () => chain().undo().run(), !state.canUndo)}
        {button("Redo", undefined, () => chain().redo().run(), !state.canRedo)}
      </div>
      <p className="staff-field__hint" role="status">
        {status}
      </p>
    </>
  );
}
