// Tables of the session service's designs and the assets service (migration 0006).
export {};
