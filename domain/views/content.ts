/** What loaders hand to the reviews page and the home page's testimonials. Pictures are media keys. */

/** The reviewer's e-mail stays on the server. */
export interface ReviewView {
  id: string;
  name: string;
  title: string;
  review: string;
  rating: number;
  recommend: boolean;
  plantType: string;
  verified: boolean;
  date: string;
}

export interface TestimonialView {
  text: string;
  name: string;
  title: string;
  image: string | null;
}
