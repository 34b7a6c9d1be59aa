import { stats } from "~/content/home";

export function StatCards() {
  return (
    <section className="stats" aria-label="Our record in numbers">
      <div className="container">
        <ul className="stats-grid">
          {stats.map((stat) => (
            <li key={stat.label} className="stat-card">
              <strong>{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
