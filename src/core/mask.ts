/** Spec §5: an 11-digit mobile shows only its first 3 and last 4 digits. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
