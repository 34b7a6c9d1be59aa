import type { ConsentLanguage } from "~/lib/consent/choices";

/** What every consent form carries besides the choice: the notice's language and the page to return to. */
export function ConsentHiddenFields({ language, returnTo }: { language: ConsentLanguage; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="return_to" value={returnTo} />
    </>
  );
}
