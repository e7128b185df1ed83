/** The footer's four social icons, each shown only when the shop has a profile there. */
export const SOCIAL_NETWORKS = {
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"] },
  instagram: { label: "Instagram", hosts: ["instagram.com"] },
  x: { label: "X (Twitter)", hosts: ["x.com", "twitter.com"] },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
