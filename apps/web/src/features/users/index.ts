// Public entry of the users feature (web): its pages are routes (app/router.tsx); no other feature
// uses its insides.
export {};
