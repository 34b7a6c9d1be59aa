import { AUTHORS, type SeedPost } from "../authors";

/** Not yet published: shows how the site marks drafts and keeps them from comments and likes. */
export const draftPosts: SeedPost[] = [
  {
    slug: "measuring-marketing-roi-across-channels",
    title: "Measuring Marketing ROI Across Channels: A Simple Model That Works",
    tags: ["Analytics", "Google Ads", "Digital Marketing"],
    author: AUTHORS.rohan,
    altTag: "Three coloured funnels merging into a single chart line",
    createdAt: "2026-11-18T10:00:00.000Z",
    isPublished: false,
    content: `
<p>Ask five people in a growing company which marketing channel works best and you may hear five answers. The ads dashboard credits search campaigns, the social media report credits Instagram, and the sales team remembers the trade show. Each view is partly right. A simple, shared model of return on investment helps everyone argue about the same numbers.</p>

<h2>Agree on what a result is worth</h2>
<p>Start with the business, not the channels. What is an average customer worth over a year, after discounts and delivery costs? What share of qualified leads become customers? With those two numbers you can put a rupee value on a lead, and every channel can be judged on the same scale.</p>

<h2>Track every lead back to a source</h2>
<ul>
  <li>Use consistent UTM parameters on every link in ads, emails and social posts.</li>
  <li>Store the source of each enquiry in your CRM, not only in your analytics tool.</li>
  <li>Ask "How did you hear about us?" on forms and calls, and record the answer.</li>
  <li>Give each offline campaign its own phone number, landing page or coupon code.</li>
</ul>

<h2>Pick an attribution rule you can explain</h2>
<p>Sophisticated data-driven attribution is useful when volumes are large. For most small and mid-sized businesses, a simple rule shared by everyone is more valuable: for example, credit the first touch for awareness channels and the last touch for conversion channels, and review both views side by side each month.</p>

<h2>Calculate return per channel, monthly</h2>
<ol>
  <li>Total spend per channel, including agency fees and content production.</li>
  <li>Qualified leads and customers attributed to each channel.</li>
  <li>Revenue or lifetime value from those customers.</li>
  <li>Return on spend, and the cost per qualified lead.</li>
</ol>

<h2>Watch for the usual pitfalls</h2>
<ul>
  <li><strong>Counting leads, not customers:</strong> a channel that brings many cheap enquiries that never buy looks good only until sales reports arrive.</li>
  <li><strong>Ignoring time lags:</strong> a B2B deal may close three months after the first click, so judge slow channels over a longer window.</li>
  <li><strong>Forgetting brand effects:</strong> awareness campaigns raise searches for your name, which the search channel then claims.</li>
  <li><strong>Changing the rules every month:</strong> a model is only useful if the numbers can be compared over time.</li>
</ul>

<h2>Use the numbers to make decisions</h2>
<p>The point of the model is not a perfect report. It is to decide, each month, where the next rupee should go. Move budget gradually towards channels with the best return, keep a small share for experiments, and revisit the assumptions every quarter as your business changes.</p>
<p>We will publish a follow-up with a spreadsheet template that puts this model into practice.</p>
`,
  },
];
