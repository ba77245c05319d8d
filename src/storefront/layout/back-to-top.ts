/** Spec §9: the back-to-top button appears after 200 px of scroll. */
export const BACK_TO_TOP_PX = 200;

export const showsBackToTop = (scrollY: number): boolean => scrollY > BACK_TO_TOP_PX;
