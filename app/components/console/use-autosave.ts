import { useEffect, useRef, useState } from "react";
import { AUTOSAVE_DELAY_MS, autosaveTexts, DRAFT_ID_FIELD, POST_AUTOSAVE_PATH } from "~/lib/console/post-autosave";

const FIELDS_NOT_SENT = new Set(["intent", "cover", "bodyImage", "bodyImageAlt", "removeCover"]);

/** The form's text fields as the autosave route reads them; files stay behind. */
function textFields(form: HTMLFormElement): URLSearchParams {
  const sent = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !FIELDS_NOT_SENT.has(name)) sent.append(name, value);
  }
  return sent;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

/**
 * A draft saved while it is typed: a moment after typing stops, its fields go to the autosave
 * route (never the page's action, whose redirect would reload the editor). `dirty` says whether
 * anything typed is not saved yet; `draftId` is the post a new post's first autosave created.
 */
export function useAutosave({ postId, enabled }: { postId: string | null; enabled: boolean }) {
  const [draftId, setDraftId] = useState(postId);
  const [status, setStatus] = useState("");
  const [dirty, setDirty] = useState(false);
  const timer = useRef<number>();
  const edits = useRef(0);
  const draft = useRef(postId);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = async (form: HTMLFormElement) => {
    const editsSent = edits.current;
    const fields = textFields(form);
    if (draft.current) fields.set(DRAFT_ID_FIELD, draft.current);
    setStatus("Saving…");
    try {
      const answer = await fetch(POST_AUTOSAVE_PATH, { method: "POST", body: fields });
      const body = (await answer.json().catch(() => ({}))) as { id?: string; saved_at?: string; error?: string };
      if (!answer.ok || !body.id) return setStatus(body.error ?? autosaveTexts.failed);
      draft.current = body.id;
      setDraftId(body.id);
      setStatus(`Saved ${clock(body.saved_at ?? new Date().toISOString())}`);
      // Typed on while it was on its way: still unsaved, and the next save is already waiting.
      if (edits.current === editsSent) setDirty(false);
    } catch {
      setStatus(autosaveTexts.failed);
    }
  };

  /** The form's onInput: anything typed is unsaved; a draft is saved once typing pauses. */
  const onInput = (event: { currentTarget: HTMLFormElement; target: EventTarget; nativeEvent: Event }) => {
    const target = event.target;
    // The form's own catch-up event at mount (use-values-from-page) comes with its default prevented: nobody typed.
    if (event.nativeEvent.defaultPrevented) return;
    if (target instanceof HTMLInputElement && target.type === "file") return;
    edits.current += 1;
    setDirty(true);
    if (!enabled) return;
    // A "Saved" line must never stand for text typed after it.
    setStatus(autosaveTexts.unsaved);
    window.clearTimeout(timer.current);
    const form = event.currentTarget;
    timer.current = window.setTimeout(() => void save(form), AUTOSAVE_DELAY_MS);
  };

  /** A press of one of the form's buttons: the page's action takes over, nothing more is autosaved. */
  const stop = () => window.clearTimeout(timer.current);

  return { draftId, status, dirty, onInput, stop };
}
