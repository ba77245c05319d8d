// Reply shapes of the catalogue and discovery calls (issue 3), one module per part so each
// bundle carries only its own structs; this file gathers them for the server.
export * from './types-goods';
export * from './types-goods-skus';
export * from './types-asks';
export * from './types-member-goods';
export * from './types-member-lists';
export { javashopPage, mallPage, type JavashopPage, type MallPage } from './shared-structs';
