-- Release history shown on the about-app screen (endpoints app.releases and app.release).
CREATE TABLE app_release (
  version     text PRIMARY KEY CHECK (version ~ '^[0-9]+\.[0-9]+\.[0-9]+$'),
  released_at date NOT NULL,
  notes       jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(notes) = 'array')
);

-- app.releases lists newest first.
CREATE INDEX app_release_released_at_idx ON app_release (released_at DESC);
