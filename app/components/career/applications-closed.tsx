import { applicationsClosed } from "~/content/career";
import { Icon } from "~/components/icon";

/** In place of the application form while no position is open: no form that cannot be sent. */
export function ApplicationsClosed() {
  return (
    <div className="applications-closed" role="note" aria-labelledby="applications-closed-title">
      <Icon name="mail" size={40} />
      <h3 id="applications-closed-title">{applicationsClosed.title}</h3>
      <p>{applicationsClosed.text}</p>
    </div>
  );
}
