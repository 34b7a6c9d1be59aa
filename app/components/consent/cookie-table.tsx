import type { SiteCookie } from "~/content/cookies";

/** The cookies the website sets, as the cookie policy lists them. */
export function CookieTable({ cookies }: { cookies: readonly SiteCookie[] }) {
  return (
    <div className="cookie-table data-table" role="region" aria-labelledby="cookie-table-caption" tabIndex={0}>
      <table>
        <caption id="cookie-table-caption">Cookies this website sets</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
            <th scope="col">Category</th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">
                <code>{cookie.name}</code>
              </th>
              <td>
                {cookie.purpose} <span className="cookie-table__by">Set by {cookie.setBy}.</span>
              </td>
              <td>{cookie.duration}</td>
              <td>{cookie.category}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
