/** One customer review of a product (the reviews widget's data). */
export interface Review {
  author: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** ISO date the review was written. */
  date: string;
}

/** What `GET /content/reviews/{slug}` answers. */
export interface ReviewSummary {
  /** Mean rating, one decimal. */
  average: number;
  count: number;
  /** Newest first. */
  reviews: Review[];
}

/** Reviews by product slug. Products without reviews (the service charge) are absent. */
export const REVIEWS: Record<string, readonly Review[]> = {
  'custom-mailer-box': [
    {
      author: 'Priya N., Fernleaf Tea Co.',
      rating: 5,
      title: 'Our unboxing finally matches the tea',
      body: 'We ship 400 subscription boxes a month. The inside print of our leaf pattern gets photographed by customers every single month, and the boxes close without tape, which saves our packing table a lot of time.',
      date: '2026-09-18',
    },
    {
      author: 'Marcus D., Ridgeline Coffee Roasters',
      rating: 5,
      title: 'Colours came out exactly like the proof',
      body: 'I was nervous about our burnt orange printing muddy on kraft. The prepress team flagged it before I approved and suggested a white underlay. The result is sharp and on brand.',
      date: '2026-07-02',
    },
    {
      author: 'Hannah K.',
      rating: 4,
      title: 'Great box, plan for the production time',
      body: 'Sturdy, looks premium and the price per box dropped a lot at 250. Production took the full ten business days, so order before you run out.',
      date: '2026-05-21',
    },
  ],
  'custom-shipper-box': [
    {
      author: 'Luis R., Northfield Outdoor Supply',
      rating: 5,
      title: 'Handles 35 lb camping kits without complaint',
      body: 'We moved to the 44 ECT version for our cookware kits. Not a single crushed corner in three months of ground shipping across the US and Canada.',
      date: '2026-10-06',
    },
    {
      author: 'Dana W.',
      rating: 4,
      title: 'Solid cartons, simple one-colour logo looks sharp',
      body: 'We printed a one-colour logo on two sides to keep the cost down. Exactly what we needed for the warehouse. The size calculator saved us from ordering a box that was an inch too small.',
      date: '2026-08-14',
    },
    {
      author: 'Kenji T., Hollow Oak Ceramics',
      rating: 5,
      title: 'Pairs perfectly with the inserts',
      body: 'Ordered shippers with six-cell inserts for our mugs. Everything arrived flat, folded up quickly and the mugs travel without bubble wrap now.',
      date: '2026-04-29',
    },
  ],
  'custom-gift-mailer-box': [
    {
      author: 'Olivia S., Brightline Agency',
      rating: 5,
      title: 'Clients keep the box',
      body: 'We sent 120 holiday gift boxes to clients. Several told us they kept the box on their desk. The gloss coating on the white board looks far more expensive than it was.',
      date: '2026-01-09',
    },
    {
      author: 'Ben A.',
      rating: 5,
      title: 'Perfect for our launch kit',
      body: 'Full print inside and out, and the double-walled sides make it feel rigid. Our influencer kit looked great on camera.',
      date: '2026-06-17',
    },
    {
      author: 'Carla M., Sol y Sal Skincare',
      rating: 4,
      title: 'Beautiful, check your inside artwork carefully',
      body: 'The box is gorgeous. I placed text too close to a fold on the inside and the proof caught it, so read the artwork guidelines on safe zones before you upload.',
      date: '2026-03-11',
    },
  ],
  'custom-square-mailer-box': [
    {
      author: 'Ella J., Wick & Wax Candles',
      rating: 5,
      title: 'Three candles fit like they were measured for it',
      body: 'The 10 × 10 × 4 in size holds our trio set with a cardboard divider. The round logo on the lid looks clean and centred.',
      date: '2026-09-30',
    },
    {
      author: 'Tom G.',
      rating: 4,
      title: 'Stacks neatly in our small storeroom',
      body: 'Good board, good print. The square shape stacks much better than our old rectangular boxes. Would like more kraft shade options.',
      date: '2026-05-03',
    },
  ],
  'custom-gable-box': [
    {
      author: 'Rosa P., Panadería Rosa',
      rating: 5,
      title: 'Customers love carrying our pastries home in them',
      body: 'The auto-lock bottom pops open in one move, which matters on a busy Saturday. The handle holds six conchas and a loaf easily.',
      date: '2026-08-23',
    },
    {
      author: 'Amy L., Event Planner',
      rating: 5,
      title: 'Perfect wedding favour boxes',
      body: 'Ordered 150 small white gable boxes printed with the couple’s monogram. They looked elegant on every place setting.',
      date: '2026-06-05',
    },
    {
      author: 'Greg H.',
      rating: 4,
      title: 'Good box, keep it under five pounds',
      body: 'Great for gift sets. We tried heavier jars and the handle started to strain, which matches the load limit in the details.',
      date: '2026-02-12',
    },
  ],
  'custom-end-open-mailer-box': [
    {
      author: 'Jade C., Threadbare Apparel',
      rating: 5,
      title: 'Packing shirts is twice as fast',
      body: 'Folded tees slide in from the end and the tuck flap closes firmly. The tear strip makes opening feel premium.',
      date: '2026-07-27',
    },
    {
      author: 'Samuel O., Inkwell Press',
      rating: 4,
      title: 'Our books arrive with sharp corners',
      body: 'We sell hardcovers and the corners used to get dinged in envelopes. These mailers fixed it. The long top panel shows off our logo well.',
      date: '2026-03-19',
    },
  ],
  'custom-document-mailer-box': [
    {
      author: 'Natalie F., Keystone Realty',
      rating: 5,
      title: 'Closing documents arrive flat and look official',
      body: 'We send closing packets to buyers in these. The peel-and-seal strip is strong and the printed logo makes the package feel important.',
      date: '2026-10-01',
    },
    {
      author: 'Owen B., Photographer',
      rating: 5,
      title: 'No more bent prints',
      body: 'I ship 8 × 10 prints to clients. The white mailer is stiff enough that nothing bends, and the tear strip means nobody cuts into a print with scissors.',
      date: '2026-05-15',
    },
  ],
  'custom-mailer-box-sample': [
    {
      author: 'Chris V.',
      rating: 5,
      title: 'Worth the dollar',
      body: 'The sample showed me I needed half an inch more height. Saved me from a whole order in the wrong size.',
      date: '2026-08-02',
    },
    {
      author: 'Maya R., Little Loom Knits',
      rating: 4,
      title: 'Arrived quickly',
      body: 'Came in four days. The kraft board is sturdier than I expected for the price of a coffee.',
      date: '2026-04-08',
    },
  ],
  'shipping-box-sample': [
    {
      author: 'Derek S.',
      rating: 5,
      title: 'Tested it with our heaviest item',
      body: 'Loaded it with a 30 lb kit and dropped it off the tailgate a couple of times. It held, so we ordered the printed run.',
      date: '2026-09-09',
    },
    {
      author: 'Ivy Q.',
      rating: 4,
      title: 'Good way to compare sizes',
      body: 'The sample size was not the one we needed, but it helped us judge the board quality before ordering custom dimensions.',
      date: '2026-03-27',
    },
  ],
  'custom-gift-mailer-box-sample': [
    {
      author: 'Sophie E.',
      rating: 5,
      title: 'The white liner sold me',
      body: 'Holding it in person convinced my co-founder. The locking sides feel very solid.',
      date: '2026-07-13',
    },
    {
      author: 'Andre M.',
      rating: 5,
      title: 'Exactly as described',
      body: 'Unprinted, as the page says, but you can see the quality of the board. Ordered 200 printed afterwards.',
      date: '2026-02-25',
    },
  ],
  'custom-square-mailer-box-sample': [
    {
      author: 'Lena P.',
      rating: 5,
      title: 'Checked our candle jar fit',
      body: 'Our 8 oz jar and a matchbox fit with a little room for tissue paper. Quick and cheap way to decide.',
      date: '2026-06-21',
    },
    {
      author: 'Rob K.',
      rating: 4,
      title: 'Useful before a big order',
      body: 'Would be nice to choose white board for the sample too, but it did its job.',
      date: '2026-01-30',
    },
  ],
  'custom-gable-box-sample': [
    {
      author: 'Tessa W., Sweet Crumb Bakery',
      rating: 5,
      title: 'Tried it with a dozen cookies',
      body: 'Fit a dozen cookies in a stack and the handle held fine. Ordered our printed boxes the same week.',
      date: '2026-09-02',
    },
    {
      author: 'Miguel A.',
      rating: 4,
      title: 'Simple and handy',
      body: 'The auto-lock bottom is easy. Shipping was included in the dollar, which was a nice surprise.',
      date: '2026-04-16',
    },
  ],
  'custom-document-mailer-box-sample': [
    {
      author: 'Grace H., Law Office',
      rating: 5,
      title: 'Fits a 100-page binder clip stack',
      body: 'Our thickest contract packets fit with room to spare. Peel-and-seal strip sticks well.',
      date: '2026-08-28',
    },
    {
      author: 'Victor N.',
      rating: 4,
      title: 'Good quality sample',
      body: 'Sturdy and flat. We ended up ordering the 10 × 13 in size instead of the sample size.',
      date: '2026-02-03',
    },
  ],
  'shipping-box-insert': [
    {
      author: 'Kenji T., Hollow Oak Ceramics',
      rating: 5,
      title: 'Mugs no longer clink',
      body: 'Six cells cut exactly to our shipper. Slides together in seconds and no more bubble wrap.',
      date: '2026-05-01',
    },
    {
      author: 'Paula J., Verde Olive Oil',
      rating: 4,
      title: 'Bottles arrive intact',
      body: 'Four-cell inserts for our bottles. One batch was a tight fit, support recut the next order to give a few millimetres more room.',
      date: '2026-07-19',
    },
  ],
};

/**
 * The reviews widget's answer for a product slug, or `null` when it has no reviews.
 *
 * @example
 * reviewSummaryOf('custom-gable-box')?.count; // 3
 */
export function reviewSummaryOf(slug: string): ReviewSummary | null {
  const reviews = Object.hasOwn(REVIEWS, slug) ? REVIEWS[slug] : undefined;
  if (!reviews || reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    average: Math.round((total / reviews.length) * 10) / 10,
    count: reviews.length,
    reviews: [...reviews].sort((a, b) => b.date.localeCompare(a.date)),
  };
}
