/** Partner nurseries shown on the Nurseries page. Pure data. */
import type { NurserySeed } from "./types.ts";

export const nurseries: NurserySeed[] = [
  {
    title: "Green Roots Nursery",
    city: "Pune",
    email: "hello@greenroots-pune.in",
    hours: "Mon–Sat, 8:00 AM – 6:00 PM",
  },
  {
    title: "Lalbagh Herbal Gardens",
    city: "Bengaluru",
    email: "contact@lalbaghherbals.example.in",
    hours: "Tue–Sun, 7:30 AM – 5:30 PM",
  },
  {
    title: "Malabar Spice & Herb Nursery",
    city: "Kochi",
    email: "hello@malabarherbs-kochi.in",
    hours: "Mon–Sat, 8:30 AM – 6:30 PM",
  },
  {
    title: "Pink City Greens",
    city: "Jaipur",
    email: "namaste@pinkcitygreens.example.in",
    hours: "Mon–Sun, 7:00 AM – 7:00 PM",
  },
  {
    title: "Banyan Tree Plant House",
    city: "Kolkata",
    email: "info@banyantree-kolkata.in",
    hours: "Mon–Sat, 9:00 AM – 6:00 PM",
  },
  {
    title: "Doon Valley Herbals",
    city: "Dehradun",
    email: "hello@doonvalleyherbals.example.in",
    hours: "Mon–Sat, 8:00 AM – 5:00 PM",
  },
  {
    title: "Marina Medicinal Plants",
    city: "Chennai",
    email: "care@marinaplants-chennai.in",
    hours: "Mon–Sat, 7:00 AM – 1:00 PM, 3:00 PM – 7:00 PM",
  },
  {
    title: "Sabarmati Vanaspati Kendra",
    city: "Ahmedabad",
    email: "hello@sabarmativanaspati.example.in",
    hours: "Mon–Sun, 8:00 AM – 8:00 PM",
  },
];
