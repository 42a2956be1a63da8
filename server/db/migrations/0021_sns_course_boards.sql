-- A course's 互动 (COURSE_INTERACTION) and 问答 (COURSE_QUESTION) comment boards (schemas/api/sns.ts
-- snsObjectTypeSchema): the contract and the course screen name them, but 0004's CHECK constraints did
-- not, so a comment, like or favorite on them failed the insert and answered 500 (found by the API fuzz,
-- tests/server/fuzz.test.ts). The constraints now list the contract's object types exactly.
ALTER TABLE sns_favorite DROP CONSTRAINT sns_favorite_object_type_check;
ALTER TABLE sns_favorite ADD CONSTRAINT sns_favorite_object_type_check
  CHECK (object_type IN ('COURSE', 'ACTIVITY', 'COURSE_PACKAGE', 'OFFLINE_CLASS', 'LIVE', 'VIDEO', 'ARTICLE',
                         'GUIDELINE', 'SHORT_VIDEO', 'COURSE_INTERACTION', 'COURSE_QUESTION'));

ALTER TABLE sns_like DROP CONSTRAINT sns_like_object_type_check;
ALTER TABLE sns_like ADD CONSTRAINT sns_like_object_type_check
  CHECK (object_type IN ('COURSE', 'ACTIVITY', 'COURSE_PACKAGE', 'OFFLINE_CLASS', 'LIVE', 'VIDEO', 'ARTICLE',
                         'GUIDELINE', 'SHORT_VIDEO', 'COURSE_INTERACTION', 'COURSE_QUESTION'));

ALTER TABLE sns_comment DROP CONSTRAINT sns_comment_object_type_check;
ALTER TABLE sns_comment ADD CONSTRAINT sns_comment_object_type_check
  CHECK (object_type IN ('COURSE', 'ACTIVITY', 'COURSE_PACKAGE', 'OFFLINE_CLASS', 'LIVE', 'VIDEO', 'ARTICLE',
                         'GUIDELINE', 'SHORT_VIDEO', 'COURSE_INTERACTION', 'COURSE_QUESTION'));
