// Tables of the ecommerce and payment services (migration 0005).
export {};
