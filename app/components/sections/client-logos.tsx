import type { ShownLogo } from "~/lib/site-content/sections";
import { SitePicture } from "../site-picture";

/** The client logos staff keep (site content), each a link to the client's site. */
export function ClientLogos({ clients, title = "Trusted by growing brands" }: { clients: readonly ShownLogo[]; title?: string }) {
  return (
    <section className="clients" aria-label={title}>
      <div className="container">
        <p className="eyebrow">{title}</p>
        <ul className="clients-list">
          {clients.map((client) => (
            <li key={client.name}>
              <a href={client.href} target="_blank" rel="noopener noreferrer" aria-label={`${client.name} (opens in a new tab)`}>
                <SitePicture picture={client.logo} alt="" sizes="200px" width={200} height={60} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
