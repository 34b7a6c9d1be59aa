import type { ServiceContent } from "./services";

/** The card illustrations the site ships (public/images/services/): a service shows one of them. */
export const SERVICE_IMAGES = [
  "/images/services/custom-web-mobile-app-development.svg",
  "/images/services/full-suite-branding-brand-building.svg",
  "/images/services/social-media-google-ads-seo.svg",
  "/images/services/ecommerce-marketing-amazon-flipkart.svg",
  "/images/services/scalable-digital-solutions-startups-enterprises.svg",
  "/images/services/social-pr.svg",
] as const;

/** The six services as they ship, keyed by slug, in the order of the spec's route list. */
export const SERVICES_SEED: { key: string; data: ServiceContent }[] = [
  {
    key: "custom-web-mobile-app-development",
    data: {
      order: 1,
      title: "Custom Web & Mobile App Development",
      subtitle: "Web apps, mobile apps and APIs",
      image: "/images/services/custom-web-mobile-app-development.svg",
      desc: "Web applications, Android and iOS apps and the APIs behind them, designed around your users and engineered to stay fast, secure and easy to change.",
      description:
        "Product-grade web and mobile apps, designed and engineered in Indore for businesses that need software that works on day one and keeps working as they grow.",
      overview: [
        "We build web applications, Android and iOS apps and the APIs behind them for businesses that have outgrown spreadsheets and off-the-shelf tools. Every project starts with a short discovery sprint: we map your users, the jobs they need to get done and the systems the software must talk to, such as your CRM, payment gateway, ERP or logistics partner, before a single screen is designed.",
        "Our engineers work in TypeScript end to end: React with Remix or Next.js on the web, Flutter or native Kotlin and Swift on mobile, and Node.js or Python services on PostgreSQL. You see working software on a staging link every two weeks, not a slide deck, and you can change priorities at each sprint review without renegotiating the whole contract.",
        "Launch is not the finish line. We set up automated tests, error monitoring and a deployment pipeline from the first sprint, hand over the source code and documentation in a repository your organisation owns, and offer a support plan with agreed response times so the product keeps improving long after go-live.",
      ],
      deliverables: [
        "Discovery workshop, user flows and a prioritised feature backlog",
        "UI/UX design in Figma with a clickable prototype",
        "Web app and Android/iOS apps built on a shared, documented API",
        "Automated tests, CI/CD pipeline and cloud deployment",
        "Source code, documentation and a post-launch support plan",
      ],
      faqs: [
        {
          q: "How long does it take to build an MVP?",
          a: "An MVP typically takes 6-12 weeks from kick-off to launch. A focused product with one type of user and a handful of core screens sits at the shorter end; marketplaces, multi-role dashboards or heavy third-party integrations take longer. We agree the scope and a sprint-by-sprint plan before work starts, so you know the launch window upfront.",
        },
        {
          q: "Should we build a web app, a mobile app or both?",
          a: "That depends on where your users are and what they need to do. Many clients start with a responsive web app, or a Flutter app that covers Android and iOS from one codebase, and add native features once usage data shows what matters. We recommend the lowest-cost route that still gives your users a first-class experience.",
        },
        {
          q: "Who owns the source code?",
          a: "You do. The code lives in a repository under your organisation's account from the first commit, and on final payment the intellectual property in the custom work transfers to you. Open-source libraries remain under their own licences, which we list in the handover documentation.",
        },
        {
          q: "Which technologies do you use?",
          a: "Our default stack is TypeScript with React, Remix or Next.js on the front end, Node.js or Python on the back end, PostgreSQL for data and Flutter, Kotlin or Swift for mobile, hosted on Google Cloud or a platform of your choice. If you already have a stack in place, we work within it rather than pushing for a rewrite.",
        },
        {
          q: "Do you provide support after launch?",
          a: "Yes. Every launch includes a 30-day warranty period in which we fix defects at no charge. After that, most clients move to a monthly support plan covering security updates, monitoring, small enhancements and a guaranteed response time for urgent issues.",
        },
      ],
      callout: {
        title: "Have a product idea or a process that needs software?",
        text: "Share a short brief and we will reply within 24 hours with questions, a suggested approach and a realistic timeline for your first release.",
      },
      seo: {
        title: "Custom Web & Mobile App Development | Vyom Digital",
        description:
          "Custom web apps, Android and iOS apps and APIs built in Indore with React, Flutter and Node.js. MVPs in 6-12 weeks, with code you own and support after launch.",
        keywords:
          "custom software development Indore, web app development, mobile app development India, MVP development, React developers, Flutter app development, Node.js development",
      },
    },
  },
  {
    key: "full-suite-branding-brand-building",
    data: {
      order: 2,
      title: "Full-Suite Branding & Brand Building",
      subtitle: "Strategy, identity and guidelines",
      image: "/images/services/full-suite-branding-brand-building.svg",
      desc: "Brand strategy, naming, logo and visual identity, packaging and guidelines that keep every touchpoint consistent and recognisable.",
      description:
        "Brand strategy, identity and guidelines for businesses that want to be recognised, remembered and chosen, from a first logo to a complete rebrand.",
      overview: [
        "A brand is the set of decisions that make a business recognisable: what it stands for, how it sounds and how it looks on a shop sign, a product label or a six-second video. We start with research, talking to your founders, customers and sales team and reviewing how buyers in your category actually choose, and turn it into a clear positioning and a brand story your whole team can repeat.",
        "From there our designers develop the identity: logo and wordmark, colour palette, typography, iconography, photography and illustration direction, and a tone of voice for your copy. We present distinct creative routes, test them on real applications such as packaging, app screens and social posts, and refine the chosen route until it works at every size, from a favicon to a hoarding.",
        "Everything is delivered as a practical brand guideline and an organised asset library, with templates for presentations, social media and stationery, so your in-house team, printers and partner agencies can apply the brand correctly without calling us each time. For product companies we also design packaging and marketplace listings, so the brand carries through to the point of sale.",
      ],
      deliverables: [
        "Brand audit, competitor review and customer insight summary",
        "Positioning, brand story, naming support and tone of voice",
        "Logo suite, colour palette, typography and visual language",
        "Packaging, stationery, social media and presentation templates",
        "Brand guidelines and an organised, ready-to-use asset library",
      ],
      faqs: [
        {
          q: "How long does a branding engagement take?",
          a: "A branding engagement typically takes 3-6 weeks. A logo and core identity for a new business sits at the shorter end, while a full rebrand with research, naming, packaging and detailed guidelines takes closer to six weeks. We share a week-by-week plan with review dates at the start.",
        },
        {
          q: "How many logo concepts will we see?",
          a: "We present two to three distinct creative routes, each shown on real applications rather than on a blank page. Once you choose a direction, we refine it through two structured rounds of feedback, which keeps decisions focused and the final identity consistent.",
        },
        {
          q: "Can you refresh our existing brand instead of starting over?",
          a: "Yes. If your name and logo already carry recognition, a refresh that modernises the identity while keeping its familiar elements is often the smarter choice. The brand audit at the start tells us what to keep, what to fix and what to retire.",
        },
        {
          q: "Do you help with naming and trademark checks?",
          a: "We run naming workshops and carry out preliminary searches of the Indian trade marks register and domain availability for shortlisted names. For the formal application we work alongside your trademark attorney, because the filing itself should be handled by a qualified professional.",
        },
        {
          q: "What files do we receive at the end?",
          a: "You receive the logo in every format you need (SVG, PNG, PDF and EPS) in full-colour, single-colour and reversed versions, editable templates and a PDF brand guideline with font licensing details. All final artwork, and the rights to it, are transferred to you on completion.",
        },
      ],
      callout: {
        title: "Ready to build a brand people remember?",
        text: "Tell us where your business is today and where you want it to be. We will suggest the right scope, from a focused identity for a new venture to a complete rebrand.",
      },
      seo: {
        title: "Branding & Brand Building Agency in Indore | Vyom Digital",
        description:
          "Brand strategy, logo and visual identity, packaging and brand guidelines from an Indore agency. Focused branding engagements delivered in 3-6 weeks.",
        keywords:
          "branding agency Indore, brand building, logo design, visual identity, brand strategy, packaging design, brand guidelines India",
      },
    },
  },
  {
    key: "social-media-google-ads-seo",
    data: {
      order: 3,
      title: "Social Media, Google Ads & SEO",
      subtitle: "Performance marketing that pays its way",
      image: "/images/services/social-media-google-ads-seo.svg",
      desc: "Paid social, Google Ads and search engine optimisation run as one growth plan and measured on enquiries and revenue, not on likes.",
      description:
        "Social media marketing, Google Ads and SEO run as one growth programme, measured against the leads, sales and cost per acquisition that matter to your business.",
      overview: [
        "Many businesses buy ads on one platform, post on another and hope that SEO takes care of itself. We plan all three together, and we begin with measurement: Google Analytics 4, Google Tag Manager, conversion events and offline lead imports, so that every rupee spent on Google, Meta or LinkedIn can be traced to an enquiry or a sale.",
        "On paid media, our certified specialists build Search, Performance Max, YouTube and Meta campaigns around clear audience and keyword structures, write and test the creatives, and adjust bids and budgets every week. On organic search we fix technical SEO issues, create content around what your buyers actually search for, and strengthen your Google Business Profile for local visibility in Indore and beyond.",
        "You get a live dashboard and a monthly review in plain language: what we spent, what it produced, what we learned and what we will change next. As a Google Partner agency with 13.9 million rupees of ad spend managed in 90 days, we bring tested playbooks, but every account is run against your own numbers and goals.",
      ],
      deliverables: [
        "Tracking setup: GA4, Google Tag Manager and conversion events",
        "Google Search, Performance Max and YouTube campaigns",
        "Meta (Facebook and Instagram) and LinkedIn ads with creatives",
        "Technical SEO audit, on-page optimisation and a content plan",
        "Live dashboard and a monthly performance review",
      ],
      faqs: [
        {
          q: "How soon will we see results from ads?",
          a: "Paid campaigns start bringing traffic within days, and ad optimisation typically shows measurable results in 2-4 weeks, once the platforms have enough conversion data to learn from. During that period we test audiences, keywords and creatives and move budget to whatever produces enquiries at the best cost.",
        },
        {
          q: "How long does SEO take to work?",
          a: "SEO is slower than paid advertising. Technical fixes and a stronger Google Business Profile can lift visibility within weeks, while rankings for competitive keywords usually build over three to six months of consistent content and link-building. We report on leading indicators such as impressions and keyword positions from the first month.",
        },
        {
          q: "What budget do we need for Google Ads or Meta ads?",
          a: "It depends on your market and goals, but we recommend enough budget for each campaign to gather a steady flow of conversions, because that is what the platforms optimise on. We estimate costs from keyword and audience data before you commit, and your ad spend is paid directly to Google or Meta, never marked up.",
        },
        {
          q: "Do we own the ad accounts and the data?",
          a: "Yes. Campaigns run in ad accounts that belong to your business, and we work through the access you grant us. If we ever part ways, every campaign, audience, conversion history and report stays with you.",
        },
        {
          q: "Which platforms do you manage?",
          a: "We manage Google Ads (Search, Performance Max, Display and YouTube), Meta (Facebook and Instagram), LinkedIn Ads and organic social profiles, along with SEO for your website and Google Business Profile. We recommend a channel mix based on where your buyers spend their time, not on which platform is in fashion.",
        },
      ],
      callout: {
        title: "Want every rupee of ad spend to count?",
        text: "Ask for an account audit. We will review your tracking, campaigns and search visibility and share the three changes that would make the biggest difference.",
      },
      seo: {
        title: "Social Media, Google Ads & SEO Services | Vyom Digital",
        description:
          "Google Ads, Meta ads, social media marketing and SEO from a Google Partner agency in Indore. Full tracking, live dashboards and results in 2-4 weeks.",
        keywords:
          "Google Ads agency Indore, social media marketing, SEO services India, Meta ads, performance marketing, PPC management, Google Partner agency",
      },
    },
  },
  {
    key: "ecommerce-marketing-amazon-flipkart",
    data: {
      order: 4,
      title: "E-commerce Marketing on Amazon & Flipkart",
      subtitle: "Marketplace growth and account management",
      image:
        "/images/services/ecommerce-marketing-amazon-flipkart.svg",
      desc: "Listings, A+ content, sponsored ads and account health management that turn marketplace browsers into repeat buyers.",
      description:
        "Marketplace growth for brands selling on Amazon and Flipkart: optimised listings, sponsored ads, A+ content and account management that grow sales without eroding margins.",
      overview: [
        "Selling on Amazon and Flipkart is a different discipline from running your own website. Rankings depend on conversion rate, reviews, stock availability and advertising all at once, and a suppressed listing or a stock-out can undo months of progress overnight. We manage the whole picture, so your products are found, chosen and delivered on time.",
        "We start with a catalogue audit covering titles, bullet points, images, A+ content and backend keywords, benchmarked against your strongest competitors. Then we build sponsored product, sponsored brand and display campaigns structured by product and margin, so ad spend flows to the items that earn a profit rather than those that simply attract clicks. Festive-season peaks and marketplace sale events are planned weeks ahead, with pricing, stock and budgets aligned.",
        "Each week you receive a report on sales, advertising cost of sales (ACoS), total advertising cost of sales (TACoS), rankings for priority keywords and account health. We also handle the operational detail that drains a seller's time, such as catalogue errors, listing suppressions, brand registry and seller-support cases, so your team can focus on product and supply.",
      ],
      deliverables: [
        "Catalogue audit and listing optimisation with keyword research",
        "A+ content, brand storefront and product image design",
        "Sponsored product, sponsored brand and display ad management",
        "Sale-event planning for pricing, stock and ad budgets",
        "Weekly report on sales, ACoS, TACoS and account health",
      ],
      faqs: [
        {
          q: "Do you work with both Amazon and Flipkart?",
          a: "Yes. We manage seller accounts on Amazon.in and Flipkart, and can extend to other marketplaces such as Meesho, Myntra or Nykaa where they suit your category. Most brands start with one marketplace and add the second once listings and ads are profitable.",
        },
        {
          q: "How quickly can we expect sales to grow?",
          a: "Listing improvements usually lift conversion within the first few weeks, and ad optimisation typically shows results in 2-4 weeks as we cut wasted spend and scale the campaigns that sell. Organic ranking gains build on that over the following months as sales velocity and reviews improve.",
        },
        {
          q: "Do you need the login to our seller account?",
          a: "No. We work through user permissions that you grant inside Amazon Seller Central or the Flipkart Seller Hub, so you never share your main login. You can see and revoke our access at any time.",
        },
        {
          q: "Can you help a brand that is new to marketplaces?",
          a: "Yes. For new sellers we handle category and brand approvals, catalogue creation, pricing that accounts for fees and shipping, and a launch plan that gathers the first reviews through the marketplaces' own programmes. We will also tell you honestly if a product's margins make marketplace selling difficult.",
        },
        {
          q: "How do you charge for marketplace management?",
          a: "Usually a fixed monthly fee based on the number of products and marketplaces, with an optional performance component linked to sales growth. Advertising spend is paid directly to the marketplace and is never marked up.",
        },
      ],
      callout: {
        title: "Ready to grow your marketplace sales?",
        text: "Send us a link to your store. We will audit your top listings and ad campaigns and show you where sales and margin are being lost.",
      },
      seo: {
        title: "Amazon & Flipkart Marketing Services | Vyom Digital",
        description:
          "Amazon and Flipkart marketing from Indore: listing optimisation, A+ content, sponsored ads and account management that grow marketplace sales profitably.",
        keywords:
          "Amazon marketing agency India, Flipkart marketing, marketplace management, Amazon PPC, A+ content, e-commerce marketing Indore, Amazon seller services",
      },
    },
  },
  {
    key: "scalable-digital-solutions-startups-enterprises",
    data: {
      order: 5,
      title: "Scalable Digital Solutions for Startups & Enterprises",
      subtitle: "Cloud, integrations and automation",
      image:
        "/images/services/scalable-digital-solutions-startups-enterprises.svg",
      desc: "Cloud architecture, system integrations, automation and dedicated teams that let startups scale fast and enterprises modernise safely.",
      description:
        "Cloud architecture, system integration, automation and dedicated engineering teams that help startups scale quickly and enterprises modernise without disruption.",
      overview: [
        "Startups and enterprises face the same question from opposite directions. A startup needs to move fast today without building something it must throw away at ten times the users; an enterprise needs to modernise the systems that already run the business without stopping them. Our solutions practice serves both, with platforms that are simple to start and straightforward to scale.",
        "For startups, that means pragmatic cloud architecture on Google Cloud or your preferred platform, infrastructure as code, automated deployments and monitoring from day one, plus a fractional technology lead to help plan the roadmap and hire. For enterprises, we connect ERPs, CRMs and legacy databases through well-documented APIs, automate manual workflows, move workloads to the cloud in stages and build internal dashboards that give teams the data they need.",
        "Security and cost are designed in, not added later: role-based access, encryption, audit logs, backups that are tested by actually restoring them, and cloud bills reviewed every month against usage. Engagements can be fixed-scope projects or a dedicated team billed monthly, and we work to your compliance requirements, including the Digital Personal Data Protection Act, 2023.",
      ],
      deliverables: [
        "Architecture review with a scalability and cost roadmap",
        "Cloud setup, infrastructure as code and CI/CD pipelines",
        "API integrations with ERP, CRM, payment and logistics systems",
        "Workflow automation and internal reporting dashboards",
        "Monitoring, backups, security hardening and dedicated teams",
      ],
      faqs: [
        {
          q: "We are an early-stage startup. Is this too much for us?",
          a: "No. For early-stage teams we keep the architecture deliberately simple: managed services, one database and automated deployments, so you spend on product rather than infrastructure. The aim is to avoid decisions that block growth later, not to build for a scale you do not have yet.",
        },
        {
          q: "Can you work alongside our in-house team?",
          a: "Yes. Many engagements are a blend: our engineers join your stand-ups, work in your repositories and follow your review process. We document as we go and pair with your developers, so the knowledge stays in your team.",
        },
        {
          q: "How do you migrate legacy systems without downtime?",
          a: "We migrate in stages. First we put an API layer in front of the existing system, then move one workflow or module at a time, running old and new side by side until the results match. Every stage has a tested rollback plan, and cut-overs are scheduled outside your peak business hours.",
        },
        {
          q: "How do you keep cloud costs under control?",
          a: "We right-size resources from the start, use autoscaling and managed services where they cost less than running servers yourself, and set budgets and alerts on every project. A monthly review compares spend with usage, so surprises are caught early.",
        },
        {
          q: "What engagement models do you offer?",
          a: "Fixed-scope projects with an agreed price for well-defined work, and dedicated teams billed monthly for ongoing product development. Many clients begin with a short architecture review and choose the model once the roadmap is clear.",
        },
      ],
      callout: {
        title: "Planning to scale or modernise?",
        text: "Book a short architecture review. We will look at your current systems and give you a prioritised plan you can act on, whether or not you work with us afterwards.",
      },
      seo: {
        title: "Digital Solutions for Startups & Enterprises | Vyom Digital",
        description:
          "Cloud architecture, API integrations, workflow automation and dedicated engineering teams that help startups scale and enterprises modernise without downtime.",
        keywords:
          "scalable digital solutions, cloud architecture India, enterprise integration, workflow automation, dedicated development team, startup technology partner, DevOps services Indore",
      },
    },
  },
  {
    key: "social-pr",
    data: {
      order: 6,
      title: "Social Media & PR",
      subtitle: "Content, community and reputation",
      image: "/images/services/social-pr.svg",
      desc: "Organic social content, creator collaborations, media relations and reputation management that build lasting trust in your brand.",
      description:
        "Organic social media, creator partnerships and public relations that build a credible, visible brand and protect its reputation when it matters.",
      overview: [
        "Paid ads buy attention; social media and PR earn trust. We bring the two disciplines together, so the story your brand tells on Instagram, LinkedIn and YouTube is the same one journalists, partners and customers hear everywhere else. It starts with a communications plan: the messages you want to own, the audiences that matter and the channels where they spend their time.",
        "Our content team plans a monthly calendar, produces reels, carousels, short videos and LinkedIn thought-leadership posts, and manages your community by replying to comments and messages in your brand's voice. We find and brief creators whose audiences genuinely match yours, with clear disclosure in line with ASCI guidelines, and measure every collaboration on reach, engagement and traffic.",
        "On the PR side we write press releases and founder stories, pitch them to business, trade and regional media, prepare spokespeople for interviews and pursue speaking and award opportunities. We also monitor mentions and reviews across the web and keep a response plan ready, so that if a complaint goes public your team replies quickly, calmly and consistently.",
      ],
      deliverables: [
        "Communications strategy and a monthly content calendar",
        "Reels, carousels, short videos and LinkedIn posts",
        "Community management and social listening",
        "Creator collaborations with ASCI-compliant disclosure",
        "Press releases, media outreach and reputation management",
      ],
      faqs: [
        {
          q: "Can you guarantee media coverage?",
          a: "No honest PR agency can guarantee coverage, because editors decide what they publish. What we do promise is a genuinely newsworthy story, well-targeted pitches to journalists who cover your sector and transparent reporting on every outreach. Paid placements, where you choose them, are always labelled as such.",
        },
        {
          q: "How often will you post on our social media?",
          a: "Most clients start with three to five posts a week on each platform, plus stories, but quality decides the frequency: we would rather publish fewer posts that your audience values. The calendar is shared a month ahead for your approval.",
        },
        {
          q: "How do you choose influencers and creators?",
          a: "We look beyond follower counts at audience location, age, genuine engagement and past brand collaborations, using the platform insights each creator shares with us. Smaller creators with a loyal local following often deliver better results for Indian businesses than celebrities with millions of followers.",
        },
        {
          q: "How do you measure social media and PR results?",
          a: "For social media we track reach, engagement rate, follower growth, website visits and enquiries that come from social channels. For PR we report coverage, the audience of each publication, share of voice against competitors and referral traffic, and each month we compare them with the goals agreed at the start.",
        },
        {
          q: "What if our brand faces negative publicity?",
          a: "We act quickly on an agreed plan: verify the facts, prepare a holding statement, respond on the channels where the issue is spreading and brief your team on what to say. Afterwards we review what happened and update the plan, so the brand is better prepared next time.",
        },
      ],
      callout: {
        title: "Want your brand talked about for the right reasons?",
        text: "Tell us about your business and the audiences you want to reach. We will propose a content and PR plan with clear goals for the first 90 days.",
      },
      seo: {
        title: "Social Media Management & PR Agency | Vyom Digital",
        description:
          "Social media management, creator collaborations, press releases and reputation management from an Indore agency that builds brands people trust.",
        keywords:
          "social media management Indore, PR agency Indore, public relations India, influencer marketing, content creation, online reputation management",
      },
    },
  },
];
