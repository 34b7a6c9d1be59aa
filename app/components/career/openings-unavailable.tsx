import { useCompany } from "~/lib/site-content/company";
import { Icon } from "~/components/icon";

export const openingsUnavailableText = {
  title: "Our openings could not be loaded",
  text: "The list of open positions is not available just now. Please try again in a few minutes, or send your resume to",
};

/** In place of the openings (and of the form, which needs them) while the API cannot be reached. */
export function OpeningsUnavailable({ id }: { id: string }) {
  const company = useCompany();
  return (
    <div className="card empty-openings" role="note" aria-labelledby={id}>
      <Icon name="mail" />
      <p id={id}>
        <strong>{openingsUnavailableText.title}.</strong> {openingsUnavailableText.text}{" "}
        <a href={`mailto:${company.email}`}>{company.email}</a>.
      </p>
    </div>
  );
}
