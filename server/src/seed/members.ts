/**
 * Demo accounts, printed at start-up. Mexican mobiles have 10 digits. `passwordHash` is the
 * stored scrypt of `password` at the production cost (PASSWORD_HASH_COST 17), computed once and
 * kept here so that seeding runs no scrypt: 0.6 s of every seed, and of every test database.
 */
export const DEMO_MEMBERS = [
  {
    id: 1,
    username: 'demo',
    password: 'demo1234',
    passwordHash: 'scrypt$131072$8$1$wdEjbo5Hqgs6C4y-9SIafg$W4fZfvkG0S_tNkCDGEB0FZXmcT8xmawehJHK1-6S77w',
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
    passwordHash: 'scrypt$131072$8$1$4mqdEm9ZbsdTVMzWpL9W4w$wAn4TBC5yaoW1IC1jMUv3xCKRmg71jEBP5ohOXPqH3I',
    mobile: '3311223344',
    email: 'comprador@vitrina.example',
    nickname: 'Comprador GDL',
    sex: 0,
    birthday: 725_846_400, // 1993-01-01
    language: 4,
  },
] as const;
