import { AUTHORS, type SeedPost } from "../authors";

export const brandingPosts: SeedPost[] = [
  {
    slug: "brand-building-from-zero",
    title: "Brand Building From Zero: The Five Decisions That Matter Most",
    tags: ["Branding", "Startups"],
    author: AUTHORS.priya,
    altTag: "Five stacked building blocks forming a simple tower under a star",
    createdAt: "2026-06-17T11:00:00.000Z",
    content: `
<p>A brand is not a logo. It is the set of expectations people have about you before they buy, and the feeling they are left with afterwards. New businesses often spend weeks choosing colours and very little time on the decisions that actually shape those expectations. Here are the five we always settle first.</p>

<h2>1. Who exactly are you for?</h2>
<p>"Everyone" is not an audience. A clear description of your best customer, such as "owners of two to ten outlet restaurant chains in tier-2 cities", lets every later choice be tested. Would this tagline make sense to them? Would this photo feel familiar? The narrower the definition at the start, the stronger the brand; you can widen it once you have earned trust in one segment.</p>

<h2>2. What do you promise, in one sentence?</h2>
<p>Your positioning statement answers three things: what you do, for whom, and why you rather than the alternatives. It should be specific enough that a competitor could not simply copy it. "We deliver quality solutions" fails that test; "We launch restaurant ordering apps in six weeks, with menus your staff can update themselves" passes it.</p>

<h2>3. How do you sound?</h2>
<p>Tone of voice is the most neglected part of a young brand, yet it shows up in every email, caption and support reply. We usually define it with three pairs of words, for example:</p>
<ul>
  <li><strong>Confident, not arrogant:</strong> we state what we know plainly.</li>
  <li><strong>Warm, not casual:</strong> we are friendly, but we never waste the reader's time.</li>
  <li><strong>Clear, not clever:</strong> a pun never beats an obvious sentence.</li>
</ul>
<p>Add a handful of before-and-after examples and anyone on the team can write in the brand's voice.</p>

<h2>4. What will people see first?</h2>
<p>Only now do we design the visual identity: logo, colour palette, typography, imagery style and a few layout rules. Good identity work is driven by the previous three decisions. A brand for cautious enterprise buyers will look different from one for first-time online shoppers, even if both are "modern and clean".</p>
<p>We also check the practical details early: does the logo work at favicon size, in a single colour, on a WhatsApp display picture and on the side of a delivery bag?</p>

<h2>5. Where will the brand live day to day?</h2>
<p>A brand becomes real through repetition in the places customers meet you: your website, social profiles, marketplace listings, invoices, packaging and the way your phone is answered. List those touchpoints, rank them by how many customers see them, and bring the top five in line first. Consistency across a few touchpoints beats perfection on one.</p>

<h2>Write it down in a short brand book</h2>
<p>All of this fits in a brand book of ten to twenty pages: audience, positioning, voice, visual identity and examples. Keep it practical, keep it shared and update it when you learn something. The aim is not a beautiful PDF; it is that a new designer, writer or agency partner can produce work that feels like you on their first day.</p>

<blockquote>Customers cannot remember what you did not repeat.</blockquote>

<p>Starting a brand from zero is one of the most enjoyable projects we work on, because every decision is still open. Make the five decisions above in order and the logo almost designs itself.</p>
`,
  },
  {
    slug: "designing-a-logo-system",
    title: "Design a Logo System, Not Just a Logo",
    tags: ["Branding", "Design"],
    author: AUTHORS.priya,
    altTag: "One logo mark shown in large, medium and tiny sizes on coloured tiles",
    createdAt: "2026-09-03T12:20:00.000Z",
    content: `
<p>A single logo file used to be enough: it went on the letterhead, the signboard and the occasional newspaper advert. Today a brand appears in dozens of sizes and contexts, from a 16-pixel browser tab icon to a ten-metre exhibition banner, often on top of photos and in dark mode. One static logo cannot do all of that well. What you need is a logo system.</p>

<h2>What a logo system includes</h2>
<ul>
  <li><strong>Primary logo:</strong> the full version with symbol and wordmark, used where there is room.</li>
  <li><strong>Secondary lockup:</strong> a stacked or horizontal alternative for awkward spaces.</li>
  <li><strong>Symbol or monogram:</strong> a compact mark for app icons, social avatars and favicons.</li>
  <li><strong>Colour variants:</strong> full colour, single colour, and reversed for dark backgrounds.</li>
  <li><strong>Usage rules:</strong> clear space, minimum sizes and a short list of things never to do.</li>
</ul>

<h2>Start with the smallest size</h2>
<p>We test every concept at its smallest real use before anything else. If the mark turns into a smudge at favicon size or on a WhatsApp display picture, it is not ready, however good it looks in a presentation. Fine lines, tiny text and subtle gradients are the usual culprits. Designing small first keeps the idea simple, and simple ideas scale up beautifully.</p>

<h2>Make colour a choice, not a crutch</h2>
<p>A strong logo should still work in one flat colour. That matters for embroidery, rubber stamps, laser engraving and low-quality print, all of which are common for Indian businesses that brand uniforms, packaging and paperwork. Once the single-colour version works, the full-colour version becomes a bonus rather than a requirement.</p>

<h2>Plan for motion and dark mode</h2>
<p>More and more brand impressions happen on screens: short videos, app splash screens, social stories. A logo system can define a simple animation, such as how the symbol assembles or how the wordmark appears, so that every video editor uses the same one. It should also specify how the logo behaves on dark backgrounds, which many users now prefer on their phones.</p>

<h2>Package it so people use it correctly</h2>
<p>The most common brand inconsistency we see is not bad design; it is someone grabbing a blurry logo from an old email. Avoid that by delivering a clear, well-named asset kit:</p>
<ol>
  <li>vector files for print and signage,</li>
  <li>optimised SVG and PNG files for web and social,</li>
  <li>app-icon and favicon sets in every required size,</li>
  <li>a one-page quick guide with the do's and don'ts.</li>
</ol>
<p>Put the kit in a shared folder with a simple link and send that link to every printer, vendor and freelancer you work with.</p>

<h2>Review it after six months</h2>
<p>Real use reveals things no mock-up can. After six months, collect photos of the logo in the wild: shop fronts, packaging, social posts, partner websites. Note where it struggled and adjust the rules or add a variant. A logo system is a living tool, and a small tune-up keeps it working for years.</p>
<p>If your current logo only looks right in one place, it may be time to turn it into a system rather than start again from scratch.</p>
`,
  },
];
