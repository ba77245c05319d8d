export function startPartnerServer(options: {
  port?: number;
  host?: string;
  storefront: string;
}): Promise<{ url: string; close(): Promise<void> }>;
