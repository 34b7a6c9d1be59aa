CREATE TABLE "visit_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_days_day_path_referrer_utm_source_utm_medium_utm_campaign_device_country_pk" PRIMARY KEY("day","path","referrer","utm_source","utm_medium","utm_campaign","device","country")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" jsonb;