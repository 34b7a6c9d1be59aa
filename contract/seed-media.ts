/**
 * Pictures the seed imports through the media library (api/seed/media), with the ids the site's
 * own content refers to them by.
 */
export const SEED_MEDIA = [
  {
    id: "3f6b2a0e-6d1c-4c8e-9a51-7e2f0b9d4c11",
    file: "neha-agrawal.jpg",
    alt: "Neha Agrawal, Director of Technology",
    focalX: 50,
    focalY: 40,
  },
] as const;

export const NEHA_PHOTO_ID = SEED_MEDIA[0].id;
