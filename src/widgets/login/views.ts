/** The views of vitrina-login (its `view` attribute), and the storefront page each one is. */
export const VIEWS = ['login', 'register', 'recover', 'bind'] as const;
export type ViewName = (typeof VIEWS)[number];

export const isView = (value: unknown): value is ViewName => VIEWS.includes(value as ViewName);

export const VIEW_PATHS: Record<ViewName, string> = {
  login: '/login',
  register: '/register',
  recover: '/find-password',
  bind: '/binder',
};
