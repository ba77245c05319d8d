/**
 * Which members keep which shop (the seller side). This reference server has no seller centre:
 * the keepers are configured, `SELLER_ACCOUNTS="username:shopId,…"`, and sign in through the
 * same passport as buyers (the storefront keeps their token in its separate seller session).
 */
export type SellerAccounts = ReadonlyMap<string, number>;

const ENTRY = /^([^\s:,]{1,60}):(\d{1,9})$/;

/** Parses `SELLER_ACCOUNTS` (usernames compared without case, as logins are); a malformed entry stops the start, naming it. */
export function parseSellerAccounts(text: string | undefined): SellerAccounts {
  const accounts = new Map<string, number>();
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = ENTRY.exec(entry);
    if (!match?.[1] || !match[2] || Number(match[2]) < 1) throw new Error(`[vitrina] SELLER_ACCOUNTS: "${entry}" is not username:shopId`);
    accounts.set(match[1].toLowerCase(), Number(match[2]));
  }
  return accounts;
}
