import { parse, type Submission } from "@conform-to/react";
import { useCallback, useMemo, useRef, useState, type FormEvent } from "react";
import type { ZodType, ZodTypeDef } from "zod";

type Validate<Output> = (formData: FormData) => Submission<Output>;

/** Accepts anything: the server validates every post with the same schema anyway. */
const deferToServer = <Output>(formData: FormData) =>
  parse(formData, { resolve: () => ({ value: undefined }) }) as Submission<Output>;

interface Pressed {
  name: string;
  value: string;
  formNoValidate: boolean;
}

/**
 * Sends the form as a button that is gone would have. Conform asks for a field's validation (on
 * blur, on input) through a short-lived button naming that intent, and a button may be rendered
 * anew meanwhile: a hidden stand-in with the same name and value keeps the submission what it was,
 * so a held validation never turns into sending the form.
 */
function submitAs(form: HTMLFormElement, pressed: Pressed | null) {
  if (!pressed?.name) {
    form.requestSubmit();
    return;
  }
  const standIn = document.createElement("button");
  standIn.type = "submit";
  standIn.hidden = true;
  standIn.name = pressed.name;
  standIn.value = pressed.value;
  standIn.formNoValidate = pressed.formNoValidate;
  form.append(standIn);
  try {
    form.requestSubmit(standIn);
  } finally {
    standIn.remove();
  }
}

/**
 * Validation in the browser, with the schema and zod fetched only once the visitor reaches for
 * the form (pointer, touch or focus): a page that is only read never downloads them. A submit
 * that comes before they arrive waits for them, so the browser always checks before it sends;
 * if they cannot be fetched at all, the form defers to the server, whose answer carries the
 * same messages.
 */
export function useDeferredValidation<Output>(loadSchema: () => Promise<ZodType<Output, ZodTypeDef, unknown>>) {
  const validator = useRef<Validate<Output> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const unavailable = useRef(false);
  const [ready, setReady] = useState(false);

  const prepare = useCallback(() => {
    loading.current ??= Promise.all([loadSchema(), import("@conform-to/zod")]).then(
      ([schema, { parseWithZod }]) => {
        validator.current = (formData) => parseWithZod(formData, { schema });
        unavailable.current = false;
        setReady(true);
      },
      () => {
        // Offline for a moment: the next touch tries again.
        loading.current = null;
        unavailable.current = true;
      },
    );
    return loading.current;
  }, [loadSchema]);

  return useMemo(
    () => ({
      /** Whether the browser can validate yet. */
      ready,
      /** Fetches the validation now (the triggers below call it); resolves once it is there. */
      prepare,
      /** For useForm's onValidate. */
      onValidate: ({ formData }: { formData: FormData }) => (validator.current ?? deferToServer<Output>)(formData),
      /**
       * Call first in onSubmit: true when the submit was held until validation arrives (it is
       * sent again then), so the caller must stop there.
       */
      holdSubmit(event: FormEvent<HTMLFormElement>): boolean {
        if (validator.current || unavailable.current) return false;
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const pressed = submitter ? { name: submitter.name, value: submitter.value, formNoValidate: submitter.formNoValidate } : null;
        void prepare().then(() => {
          if (submitter?.form === form) form.requestSubmit(submitter);
          else submitAs(form, pressed);
        });
        return true;
      },
      /** Spread on the form: the moments that fetch the validation. */
      triggers: { onFocus: prepare, onPointerEnter: prepare, onTouchStart: prepare },
    }),
    [ready, prepare],
  );
}
