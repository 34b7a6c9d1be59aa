export { privacyExportLoader as loader } from "~/lib/console/privacy-page.server";
