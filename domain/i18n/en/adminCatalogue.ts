export const adminCatalogue = {};
