export { SLUG_FORMAT, slugify } from "../../contract/slug";
