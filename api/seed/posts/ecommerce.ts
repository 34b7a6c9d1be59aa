import { AUTHORS, type SeedPost } from "../authors";

export const ecommercePosts: SeedPost[] = [
  {
    slug: "amazon-listings-pricing-and-ads",
    title: "Selling on Amazon India: Listings, Pricing and Ads That Work Together",
    tags: ["E-commerce", "Amazon", "Marketplace Ads"],
    author: AUTHORS.neha,
    altTag: "A shopping cart beside a product card with stars and a price tag",
    createdAt: "2026-07-01T06:50:00.000Z",
    content: `
<p>Many sellers treat Amazon as three separate jobs: someone uploads listings, someone else sets prices and an agency runs ads. On a marketplace, these three levers are tightly linked. An ad sends shoppers to a listing; the listing and price decide whether they buy; and sales history feeds back into how visible the product is. Improving one in isolation rarely moves the needle.</p>

<h2>Fix the listing before buying traffic</h2>
<p>Advertising a weak listing is like paying for footfall into a shop with empty shelves. Before scaling ads, make sure every hero product has:</p>
<ul>
  <li><strong>A clear title</strong> with the brand, product type, key feature, size or quantity, in the order shoppers search.</li>
  <li><strong>Six to eight images:</strong> a clean main image, the product in use, a size reference, key features called out and the contents of the box.</li>
  <li><strong>Benefit-led bullet points</strong> that answer the questions you hear from customers.</li>
  <li><strong>Rich content</strong> (A+ content for brand-registered sellers) that tells the brand story and compares variants.</li>
  <li><strong>Backend search terms</strong> that cover synonyms and regional words not used in the visible copy.</li>
</ul>

<h2>Reviews and ratings set the ceiling</h2>
<p>A product with a handful of reviews and a rating below four stars will struggle regardless of budget. Follow marketplace rules strictly: request reviews only through approved channels, never offer incentives, and treat negative reviews as product feedback. Often a better packaging insert or clearer size chart fixes the root cause of complaints.</p>

<h2>Price with the whole picture in mind</h2>
<p>Shoppers compare offers side by side, and the featured offer, often called the Buy Box, tends to go to sellers who combine a competitive landed price with reliable fulfilment and good seller metrics. Know your true unit economics, including referral fees, shipping, returns and advertising cost per order, before entering a price war. A product that wins the Buy Box but loses money on every sale is not a success.</p>

<h2>Structure ads around intent</h2>
<ol>
  <li><strong>Automatic campaigns</strong> to discover which search terms convert.</li>
  <li><strong>Manual exact-match campaigns</strong> for proven terms, where you control bids tightly.</li>
  <li><strong>Product targeting</strong> to appear on competitors' and your own complementary product pages.</li>
  <li><strong>Brand campaigns</strong> to defend your brand name and showcase the range.</li>
</ol>
<p>Each week, move converting search terms from automatic to manual campaigns, add non-converting ones as negatives and adjust bids based on the advertising cost of sale you can afford for each product.</p>

<h2>Plan stock around demand</h2>
<p>Running out of stock during a promotion wastes the ad spend that built momentum and can set a listing's ranking back for weeks. Forecast demand for sale events, replenish fulfilment centres early and keep a buffer for your top sellers.</p>

<h2>Measure total business impact</h2>
<p>Advertising influences organic sales too, so judge campaigns by their effect on total sales and total profit, not only on attributed ad revenue. A monthly review of listing quality, pricing, ads and inventory together gives a far clearer picture than four separate reports.</p>
<p>When these levers are managed as one system, marketplace growth becomes predictable rather than a series of lucky months.</p>
`,
  },
  {
    slug: "flipkart-sale-season-playbook",
    title: "Preparing for Flipkart's Big Sale Season: A Seller's Playbook",
    tags: ["E-commerce", "Flipkart"],
    author: AUTHORS.neha,
    altTag: "A gift box with a percentage badge and a countdown clock",
    createdAt: "2026-08-27T10:30:00.000Z",
    content: `
<p>For many Indian brands, the festive sale season on Flipkart can bring in a large share of the year's online revenue in a few intense days. The sellers who do well are rarely the ones who start planning a week before. They treat the season as a project that begins two to three months earlier, with clear goals for catalogue, stock, pricing and advertising.</p>

<h2>Eight to ten weeks before: choose your heroes</h2>
<p>Not every product deserves sale-season attention. Pick a small set of hero products with strong ratings, healthy margins and enough stock depth. These will carry most of the traffic and most of the advertising budget. Supporting products can ride on bundles and cross-selling.</p>

<h2>Six to eight weeks before: fix the catalogue</h2>
<ul>
  <li>Refresh titles and key attributes so products appear in filtered searches.</li>
  <li>Upgrade images, especially the first one, which must stand out in crowded results.</li>
  <li>Check size charts, variant groupings and descriptions for errors that cause returns.</li>
  <li>Make sure every hero product is eligible for the programmes and delivery promises you plan to use.</li>
</ul>

<h2>Four to six weeks before: stock and operations</h2>
<p>Demand during sale days can be many times higher than an ordinary week. Agree on forecasts with your production or procurement team, move inventory into fulfilment centres well before the cut-off dates and prepare packaging material in advance. If you ship orders yourself, plan extra staff and dispatch shifts. Late shipments and cancellations during the sale hurt seller metrics long after it ends.</p>

<h2>Two to four weeks before: pricing and offers</h2>
<p>Shoppers come to the sale expecting real value, and they compare. Decide your sale prices from your unit economics, not from what a competitor did last year. Consider:</p>
<ol>
  <li>a deep but limited offer on one or two traffic-driving products,</li>
  <li>bundles that raise the average order value,</li>
  <li>bank and payment offers where they make commercial sense,</li>
  <li>clear communication of the offer in the product images.</li>
</ol>

<h2>The week before: warm up the audience</h2>
<p>Increase advertising gradually in the days before the sale so campaigns gather data and products build sales history. Use your own channels as well: social media, email and WhatsApp lists can tell loyal customers what to add to their wishlists. Shoppers who have already saved a product are far more likely to buy it when the sale opens.</p>

<h2>During the sale: watch, adjust, protect</h2>
<ul>
  <li>Check budgets several times a day; campaigns that run out early miss the busiest hours.</li>
  <li>Move spend towards products and keywords that convert, and pause those that do not.</li>
  <li>Monitor stock levels and switch off ads for products about to run out.</li>
  <li>Respond quickly to customer questions and order issues.</li>
</ul>

<h2>After the sale: learn and retain</h2>
<p>Within a week, review sales, profit, returns and ad efficiency by product. Note what to change next year while memories are fresh. Then turn new customers into repeat buyers with follow-up offers and great post-purchase service; the sale should start a relationship, not end one.</p>
`,
  },
];
