-- The language the applicant used in the admission wizard (issue 32): the decision's mail (a
-- rejection, or the invitation of an account made from the application) is written in it.
ALTER TABLE "applications" ADD COLUMN "language" varchar(8);
