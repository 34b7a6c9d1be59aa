import { Mail } from "lucide-react";
import { applicationsClosed } from "~/content/career";

/** In place of the application form while no position is open: no form that cannot be sent. */
export function ApplicationsClosed() {
  return (
    <div className="applications-closed" role="note" aria-labelledby="applications-closed-title">
      <Mail aria-hidden="true" />
      <h3 id="applications-closed-title">{applicationsClosed.title}</h3>
      <p>{applicationsClosed.text}</p>
    </div>
  );
}
