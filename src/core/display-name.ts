/** How the storefront greets a member: the display name the profile edits, else the login name. */
export const displayName = (user: { userName: string; nickname?: string | null }): string => user.nickname?.trim() || user.userName;
