// Tables of the analytics sink (migration 0008).
export {};
