import { Form } from "@remix-run/react";

interface CareerFormProps {
  positions: readonly string[];
}

/** The job application form (anchor "apply"); resumes are PDF or Word files. */
export function CareerForm({ positions }: CareerFormProps) {
  return (
    <Form method="post" encType="multipart/form-data" className="career-form">
      <div className="field-row">
        <div className="field">
          <label htmlFor="career-fullName">Full Name</label>
          <input id="career-fullName" name="fullName" autoComplete="name" required minLength={2} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="career-email">Email Address</label>
          <input id="career-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="career-phone">Phone Number</label>
          <input id="career-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" required maxLength={15} />
        </div>
        <div className="field">
          <label htmlFor="career-position">Position Applying For</label>
          <select id="career-position" name="position" required defaultValue="">
            <option value="" disabled>
              Select a position
            </option>
            {positions.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="career-resume">Upload Resume (PDF/DOC)</label>
        <input
          id="career-resume"
          name="resume"
          type="file"
          required
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        />
      </div>
      <div className="field">
        <label htmlFor="career-cover">Short Cover Letter (optional)</label>
        <textarea id="career-cover" name="cover" rows={5} maxLength={2000} />
      </div>
      <button type="submit" className="btn btn--primary">
        Submit Application
      </button>
    </Form>
  );
}
