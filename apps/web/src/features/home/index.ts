// Public entry of the home feature (web): its pages are routes (app/router.tsx); no other feature
// uses its insides.
export {};
