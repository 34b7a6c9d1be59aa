import { Link } from "@remix-run/react";
import { workingWithUsLinks } from "~/content/benefits";
import { Icon } from "../icon";

/** A band of two cards leading to /detail and /feature, on the services overview and About. */
export function WorkingWithUs() {
  return (
    <section className="section section--slim" aria-labelledby="working-with-us-title">
      <div className="container">
        <h2 id="working-with-us-title" className="eyebrow">
          Working with us
        </h2>
        <ul className="grid grid--2">
          {workingWithUsLinks.map((item) => (
            <li key={item.to} className="card highlight link-card">
              <span className="card-icon card-icon--sm">
                <Icon name={item.icon} thin />
              </span>
              <div>
                <h3>
                  <Link to={item.to} className="stretched-link">
                    {item.title}
                  </Link>
                </h3>
                <p>{item.text}</p>
              </div>
              <Icon name="arrow-right" className="link-card-arrow" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
