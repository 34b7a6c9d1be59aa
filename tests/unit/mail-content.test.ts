import { describe, expect, it } from "vitest";
import { leadNoticeMail, leadReminderMail } from "../../server/mail/lead-mail";
import type { ArrivedLead } from "../../server/mail/notifications-types";
import { staffLinkMail } from "../../server/mail/staff-link-mail";

const settings = { from: '"Agency website" <no-reply@agency.example>', to: ["sales@agency.example", "owner@agency.example"], siteUrl: "https://www.agency.example" };

const quote: ArrivedLead = {
  kind: "enquiry",
  id: 42,
  receivedAt: "2026-11-23T16:42:00.000Z",
  form: "quote",
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "+919876543210",
  service: "Web Development",
  message: "We need a new site.\nBefore Diwali, <b>please</b>.",
  utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali" },
};

const application: ArrivedLead = {
  kind: "application",
  id: 7,
  receivedAt: "2026-11-23T04:00:00.000Z",
  form: "career",
  name: "अनन्या शर्मा",
  email: "ananya@example.in",
  phone: "+919812345678",
  position: "Senior UI/UX Designer",
  message: "I design for brands across India.",
  resume: { filename: "ananya-cv.pdf", contentType: "application/pdf", size: 245_760 },
};

describe("the new-lead mail", () => {
  it("names the kind, the person and the service, carries every field and answers the visitor", () => {
    const mail = leadNoticeMail(quote, settings);
    expect(mail.subject).toBe("New quote request: Asha Verma, Web Development");
    expect(mail.to).toEqual(["sales@agency.example", "owner@agency.example"]);
    expect(mail.replyTo).toBe("asha@example.in");
    expect(mail.from).toBe('"Agency website" <no-reply@agency.example>');
    for (const line of [
      "Name: Asha Verma",
      "Email: asha@example.in",
      "Phone: +919876543210",
      "Service: Web Development",
      "Message:\n  We need a new site.\n  Before Diwali, <b>please</b>.",
      "Form: Quote form",
      "UTM source: google",
      "UTM medium: cpc",
      "UTM campaign: diwali",
      "Received: 23 Nov 2026, 10:12 pm IST",
      "Open it in the console: https://www.agency.example/console/leads/enquiry/42",
    ]) {
      expect(mail.text).toContain(line);
    }
    // What the visitor typed is text in the HTML part, never markup.
    expect(mail.html).toContain("Before Diwali, &lt;b&gt;please&lt;/b&gt;.");
    expect(mail.html).toContain('<a href="https://www.agency.example/console/leads/enquiry/42">');
  });

  it("says enquiry for the contact form", () => {
    const mail = leadNoticeMail({ ...quote, form: "contact", utm: null, message: "" }, settings);
    expect(mail.subject).toBe("New enquiry: Asha Verma, Web Development");
    expect(mail.text).toContain("Form: Contact form");
    expect(mail.text).toContain("Message:\n  (none)");
    expect(mail.text).not.toContain("UTM");
  });

  it("names a service the form sends as a slug by its name, in the subject and the fields", () => {
    const mail = leadNoticeMail({ ...quote, service: "Social-pr" }, settings);
    expect(mail.subject).toBe("New quote request: Asha Verma, Social Media & PR");
    expect(mail.text).toContain("Service: Social Media & PR");
  });

  it("names the position of a job application and its résumé, in any script", () => {
    const mail = leadNoticeMail(application, settings);
    expect(mail.subject).toBe("New job application: अनन्या शर्मा, Senior UI/UX Designer");
    expect(mail.text).toContain("Position: Senior UI/UX Designer");
    expect(mail.text).toContain("Cover letter:\n  I design for brands across India.");
    expect(mail.text).toContain("Résumé: ananya-cv.pdf (application/pdf, 240 KB), in the console");
    expect(mail.text).toContain("Received: 23 Nov 2026, 9:30 am IST");
    expect(mail.text).toContain("https://www.agency.example/console/leads/application/7");
  });

  it("reminds of the promise, naming the person and when the reply is due", () => {
    const mail = leadReminderMail(quote, settings);
    expect(mail.subject).toBe("Reminder: reply promised within 24 hours: Asha Verma, Web Development");
    expect(mail.text).toContain("Quote request from Asha Verma is still new 20 hours after it arrived.");
    expect(mail.text).toContain("that is by 24 Nov 2026, 10:12 pm IST");
    expect(mail.replyTo).toBe("asha@example.in");
  });
});

describe("staff link mail", () => {
  it("sends an invitation with its link and how long it works", () => {
    const mail = staffLinkMail("invite", settings.from, "new@agency.example", "https://www.agency.example/console/welcome?token=abc");
    expect(mail).toMatchObject({ to: ["new@agency.example"], subject: "You are invited to the Vyom Digital console" });
    expect(mail.text).toContain("Choose your password: https://www.agency.example/console/welcome?token=abc");
    expect(mail.text).toContain("for 24 hours");
  });

  it("names the agency as sender, who invited and the role", () => {
    const mail = staffLinkMail("invite", settings.from, "new@agency.example", "https://www.agency.example/console/welcome?token=abc", {
      inviter: "Asha Owner",
      role: "sales",
    });
    expect(mail.from).toBe('"Vyom Digital" <no-reply@agency.example>');
    expect(mail.subject).toBe("Asha Owner invited you to the Vyom Digital console");
    expect(mail.text).toContain("Asha Owner has invited you to Vyom Digital's website console as sales (enquiries)");
    // A sender the agency named itself is kept.
    expect(staffLinkMail("invite", '"Vyom HR" <hr@vyom.example>', "a@b.example", "https://x.example").from).toBe('"Vyom HR" <hr@vyom.example>');
  });

  it("sends a password reset with its link and how long it works", () => {
    const mail = staffLinkMail("password-reset", settings.from, "me@agency.example", "https://www.agency.example/console/reset-password?token=xyz");
    expect(mail.subject).toBe("Reset your Vyom Digital console password");
    expect(mail.from).toBe('"Vyom Digital" <no-reply@agency.example>');
    expect(mail.text).toContain("Choose a new password: https://www.agency.example/console/reset-password?token=xyz");
    expect(mail.text).toContain("for 1 hour");
  });
});
