import { redirect } from "@remix-run/node";
import { serviceOptions } from "~/content/services";
import { positions as seedPositions } from "~/content/career";
import { serviceName } from "../../../contract/service-names";
import { searchOf } from "../search-part";
import { CONSOLE_HEADERS, redirectToCanonical } from "./http.server";
import { filterParams, filterProblems, lastPageOf, parseInboxFilters, type InboxFilters } from "./inbox-query";
import { PAGE_SIZE } from "./leads";
import { openingsApi } from "./openings-api.server";
import { staffApi, type StaffCaller } from "./staff-api.server";

export type Choice = readonly [value: string, label: string];

/** The service filter: the values the forms send, shown by the services' names. */
const serviceChoices: Choice[] = serviceOptions.map((value) => [value, serviceName(value)] as const);

/**
 * The position filter follows the agency's openings as staff edit them (closed ones too: their
 * applications stay in the inbox). Without the list (the API down a moment) the seeded ones serve.
 */
async function positionChoices(caller: StaffCaller, current: string | undefined): Promise<Choice[]> {
  const titles = await openingsApi
    .list(caller)
    .then((openings) => openings.map((opening) => opening.title))
    .catch(() => seedPositions);
  const unique = [...new Set(current && !titles.includes(current) ? [...titles, current] : titles)];
  return unique.map((title) => [title, title] as const);
}

const emptyList = { data: [], page: 1, per_page: PAGE_SIZE, total: 0 };

/**
 * The inbox as the URL asks for it: a tidy address, filters that cannot apply answered with
 * messages (and no list) rather than an error page, and a page past the end sent to the last one.
 */
export async function inboxPage(caller: StaffCaller, url: URL) {
  const filters: InboxFilters = parseInboxFilters(url.searchParams);
  const query = filterParams(filters);
  redirectToCanonical(url, "/console", query);
  const problems = filterProblems(filters);
  const positions = positionChoices(caller, filters.position);
  if (problems.length > 0) {
    return { filters, problems, list: emptyList, choices: { services: serviceChoices, positions: await positions } };
  }
  query.set("per_page", String(PAGE_SIZE));
  const list = await staffApi.leads(caller, query);
  const last = lastPageOf(list.total, list.per_page);
  if (list.data.length === 0 && filters.page > last) {
    throw redirect(`/console${searchOf(filterParams({ ...filters, page: last }))}`, { status: 302, headers: CONSOLE_HEADERS });
  }
  return { filters, problems, list, choices: { services: serviceChoices, positions: await positions } };
}
