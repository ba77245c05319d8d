// Reply shapes of the catalogue's browse part (issue 3). `/mallpcapi/*` replies are camelCase
// inside the `MallReply` envelope; `/buyer/*` replies are the bare Javashop snake_case.
export {}
