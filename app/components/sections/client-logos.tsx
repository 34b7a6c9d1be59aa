import { clients } from "~/content/clients";

export function ClientLogos({ title = "Trusted by growing brands" }: { title?: string }) {
  return (
    <section className="clients" aria-label={title}>
      <div className="container">
        <p className="eyebrow">{title}</p>
        <ul className="clients-list">
          {clients.map((client) => (
            <li key={client.name}>
              <a href={client.href} target="_blank" rel="noopener noreferrer" aria-label={`${client.name} (opens in a new tab)`}>
                <img src={client.logo} alt="" width={200} height={60} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
