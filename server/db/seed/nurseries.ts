/** Partner nurseries shown on the Nurseries page. Pure data. */
import type { NurserySeed } from "./types.ts";

export const nurseries: NurserySeed[] = [
  {
    title: "Green Roots Nursery",
    city: "Pune",
    email: "hello@greenroots-pune.in",
    hours: "Mon–Sat, 8:00 AM – 6:00 PM",
    hoursHi: "सोम–शनि, सुबह 8:00 – शाम 6:00",
  },
  {
    title: "Lalbagh Herbal Gardens",
    city: "Bengaluru",
    email: "contact@lalbaghherbals.example.in",
    hours: "Tue–Sun, 7:30 AM – 5:30 PM",
    hoursHi: "मंगल–रवि, सुबह 7:30 – शाम 5:30",
  },
  {
    title: "Malabar Spice & Herb Nursery",
    city: "Kochi",
    email: "hello@malabarherbs-kochi.in",
    hours: "Mon–Sat, 8:30 AM – 6:30 PM",
    hoursHi: "सोम–शनि, सुबह 8:30 – शाम 6:30",
  },
  {
    title: "Pink City Greens",
    city: "Jaipur",
    email: "namaste@pinkcitygreens.example.in",
    hours: "Mon–Sun, 7:00 AM – 7:00 PM",
    hoursHi: "सोम–रवि, सुबह 7:00 – शाम 7:00",
  },
  {
    title: "Banyan Tree Plant House",
    city: "Kolkata",
    email: "info@banyantree-kolkata.in",
    hours: "Mon–Sat, 9:00 AM – 6:00 PM",
    hoursHi: "सोम–शनि, सुबह 9:00 – शाम 6:00",
  },
  {
    title: "Doon Valley Herbals",
    city: "Dehradun",
    email: "hello@doonvalleyherbals.example.in",
    hours: "Mon–Sat, 8:00 AM – 5:00 PM",
    hoursHi: "सोम–शनि, सुबह 8:00 – शाम 5:00",
  },
  {
    title: "Marina Medicinal Plants",
    city: "Chennai",
    email: "care@marinaplants-chennai.in",
    hours: "Mon–Sat, 7:00 AM – 1:00 PM, 3:00 PM – 7:00 PM",
    hoursHi: "सोम–शनि, सुबह 7:00 – दोपहर 1:00, दोपहर 3:00 – शाम 7:00",
  },
  {
    title: "Sabarmati Vanaspati Kendra",
    city: "Ahmedabad",
    email: "hello@sabarmativanaspati.example.in",
    hours: "Mon–Sun, 8:00 AM – 8:00 PM",
    hoursHi: "सोम–रवि, सुबह 8:00 – रात 8:00",
  },
];
