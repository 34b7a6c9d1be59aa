import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { serviceOptions } from "~/content/services";

export const DEFAULT_COUNTRY_CODE = "+91";
export const MESSAGE_MAX = 600;

interface EnquiryFormProps {
  variant: "quote" | "contact";
  action: string;
}

/** The enquiry form shared by the quote section and the contact page. */
export function EnquiryForm({ variant, action }: EnquiryFormProps) {
  const [message, setMessage] = useState("");
  const id = (name: string) => `${variant}-${name}`;
  return (
    <Form method="post" action={action} className="enquiry-form" noValidate={false}>
      <div className="field-row">
        <div className="field">
          <label htmlFor={id("name")}>Your name</label>
          <input id={id("name")} name="name" autoComplete="name" required minLength={2} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor={id("email")}>Email address</label>
          <input id={id("email")} name="email" type="email" autoComplete="email" required maxLength={254} />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <span className="label" id={id("phone-label")}>
            Phone number
          </span>
          <div className="phone-group" role="group" aria-labelledby={id("phone-label")}>
            <label htmlFor={id("countryCode")} className="visually-hidden">
              Country code
            </label>
            <select id={id("countryCode")} name="countryCode" defaultValue={DEFAULT_COUNTRY_CODE} autoComplete="tel-country-code">
              <option value={DEFAULT_COUNTRY_CODE}>+91 India</option>
            </select>
            <label htmlFor={id("phone")} className="visually-hidden">
              Phone number
            </label>
            <input
              id={id("phone")}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={15}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={id("service")}>Service</label>
          <select id={id("service")} name="service" required defaultValue="">
            <option value="" disabled>
              Select a service
            </option>
            {serviceOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={id("message")}>Project details{variant === "quote" ? " (optional)" : ""}</label>
        <textarea
          id={id("message")}
          name="message"
          rows={5}
          maxLength={MESSAGE_MAX}
          required={variant === "contact"}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {variant === "quote" ? (
          <span className="field-hint" aria-live="polite">
            {message.length} / {MESSAGE_MAX}
          </span>
        ) : null}
      </div>
      {variant === "quote" ? (
        <div className="field field--check">
          <input id={id("consent")} name="consent" type="checkbox" value="on" required />
          <label htmlFor={id("consent")}>
            I agree to the <Link to="/privacy-policy">privacy policy</Link> and to being contacted about my enquiry.
          </label>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary">
        {variant === "quote" ? "Submit Request" : "Send Message"}
      </button>
    </Form>
  );
}
