import { renderToStaticMarkup } from "react-dom/server";
import type { LeadField } from "./lead-fields";

interface MailHtmlProps {
  intro: string;
  fields?: LeadField[];
  link: { href: string; text: string } | null;
  /** One-tap links (call, WhatsApp), each on its own. */
  taps?: { href: string; text: string }[];
  outro?: string;
}

/** A plain HTML part beside the text one: React escapes every value the visitor sent. */
function MailHtml({ intro, fields = [], link, taps = [], outro }: MailHtmlProps) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "Arial, sans-serif", fontSize: "15px", lineHeight: 1.5 }}>
        <p>{intro}</p>
        {fields.length > 0 && (
          <table cellPadding={4} style={{ borderCollapse: "collapse" }}>
            <tbody>
              {fields.map(({ label, value, block }) => (
                <tr key={label}>
                  <th align="left" style={{ verticalAlign: "top" }}>
                    {label}
                  </th>
                  <td style={block ? { whiteSpace: "pre-wrap" } : undefined}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {taps.length > 0 && (
          <p>
            {taps.map((tap, index) => (
              <span key={tap.href}>
                {index > 0 ? " · " : null}
                <a href={tap.href}>{tap.text}</a>
              </span>
            ))}
          </p>
        )}
        {link && (
          <p>
            <a href={link.href}>{link.text}</a>
          </p>
        )}
        {outro && <p>{outro}</p>}
      </body>
    </html>
  );
}

export function mailHtml(props: MailHtmlProps): string {
  return `<!doctype html>${renderToStaticMarkup(<MailHtml {...props} />)}`;
}
