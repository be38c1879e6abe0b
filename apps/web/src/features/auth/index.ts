// Public entry of the auth feature (web): its pages are routes (app/router.tsx); no other feature
// uses its insides.
export {};
