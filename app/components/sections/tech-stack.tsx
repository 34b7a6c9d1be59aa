import { techCategories } from "~/content/technologies";
import { Icon } from "../icon";

export function TechStack() {
  return (
    <div className="card tech-stack">
      <ul className="tech-categories">
        {techCategories.map((category) => (
          <li key={category.name} className="tech-category">
            <h3>
              <span className="card-icon card-icon--sm">
                <Icon name={category.icon} />
              </span>
              {category.name}
            </h3>
            <ul className="tech-pills">
              {category.technologies.map((tech) => (
                <li key={tech} className="pill">
                  {tech}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
