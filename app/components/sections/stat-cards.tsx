import type { Stat } from "~/lib/site-content/sections";

/** The stat cards (Home's site content). */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
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
