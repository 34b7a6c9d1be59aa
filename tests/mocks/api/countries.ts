import { z } from "zod";
import { apiCountrySchema } from "~/lib/countries.server";
import { stub } from "./stub";

/** A country as GET /countries lists it. */
export type ApiCountry = z.input<typeof apiCountrySchema>;

const countryList = z.union([z.array(apiCountrySchema), z.object({ data: z.array(apiCountrySchema) })]);

/** GET /countries: these countries (a bare array or wrapped in `data`), or a failure. */
export const countries = (items: z.input<typeof countryList> | Response = [{ name: "India", dial_code: "+91" }]) =>
  stub("get", "/countries", countryList, items);

/** GET /countries with the codes the form tests type (+91, +971): the enquiry forms check a code against it. */
export const enquiryCountries = () =>
  countries([
    { name: "India", dial_code: "+91" },
    { name: "United Arab Emirates", dial_code: "+971" },
  ]);
