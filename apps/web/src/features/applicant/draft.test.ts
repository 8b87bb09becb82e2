// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_DAYS, draftKey, loadDraft, saveDraft } from './draft';
import { emptyApplicantForm } from './form';

const COURSE = 'course-v1:NCDC+FETP-ADV+2025';
const DAY = 24 * 60 * 60 * 1000;

describe('applicant draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a half-filled form for the course, files excepted', () => {
    saveDraft(COURSE, { step: 2, values: { ...emptyApplicantForm(), first_name: 'Nisha' } });
    expect(loadDraft(COURSE)).toMatchObject({ step: 2, values: { first_name: 'Nisha' } });
    expect(loadDraft('another-course')).toBeNull();
  });

  it(`drops a draft older than ${DRAFT_MAX_AGE_DAYS} days, and removes it from the device`, () => {
    const old = new Date(Date.now() - (DRAFT_MAX_AGE_DAYS + 1) * DAY).toISOString();
    localStorage.setItem(draftKey(COURSE), JSON.stringify({ step: 1, values: { ...emptyApplicantForm(), first_name: 'Nisha' }, saved_at: old }));
    expect(loadDraft(COURSE)).toBeNull();
    expect(localStorage.getItem(draftKey(COURSE))).toBeNull();
  });
});
