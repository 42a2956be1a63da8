-- Content kind activities (server/content/activities.ts): an activity's page text, published with its
-- content file. The server serves it at the CDN paths activity/<id>/activity.txt and variableContent.json
-- (server/cdn.ts); an activity without a row keeps the files of the CDN folder.
CREATE TABLE activity_page (
  activity_id bigint PRIMARY KEY REFERENCES activity (id) ON DELETE CASCADE,
  -- activity.txt: HTML, sanitized by the app where it shows.
  html        text NOT NULL CHECK (char_length(html) <= 100000),
  -- variableContent.json: { title, subtitle, buttonText, shareTitle, rules }.
  variables   jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(variables) = 'object'),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
