// Tables of the quotes, content-form submissions and share links (migration 0004).
export {};
