/** Demo accounts, printed at start-up. Mexican mobiles have 10 digits. */
export const DEMO_MEMBERS = [
  {
    id: 1,
    username: 'demo',
    password: 'demo1234',
    mobile: '5512345678',
    email: 'demo@vitrina.example',
    nickname: 'Demo Mayorista',
    sex: 1,
    birthday: 631_152_000, // 1990-01-01
    language: 4,
  },
  {
    id: 2,
    username: 'comprador',
    password: 'comprador1',
    mobile: '3311223344',
    email: 'comprador@vitrina.example',
    nickname: 'Comprador GDL',
    sex: 0,
    birthday: 725_846_400, // 1993-01-01
    language: 4,
  },
] as const;
