import QRCode from "qrcode";

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The QR code of the otpauth URL, as SVG markup made on the server (no image request, no script). */
  qrSvg: string;
}

/** What the enrolment step shows: the QR code to scan and the secret to type instead. */
export async function totpEnrolment(secret: string, otpauthUrl: string): Promise<TotpEnrolment | null> {
  if (!otpauthUrl.startsWith("otpauth://") || otpauthUrl.length > 1000) return null;
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrSvg };
}

/** The secret of an otpauth URL, so the confirm step can show it again from the URL alone. */
export function secretOf(otpauthUrl: string): string {
  try {
    return new URL(otpauthUrl).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}
