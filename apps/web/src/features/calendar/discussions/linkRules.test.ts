import { describe, expect, it } from 'vitest';
import {
  DISCUSSION_MESSAGES, MEETING_MESSAGES, WEBINAR_MESSAGES, checkCalField, isEventLink, isHttpUrl, meetingFormSchema, timingProblems, webinarFormSchema, type CalField,
} from '@fetp/contract';

/**
 * The browser's forms refuse a link with a control character by the rules the server uses (issue 30
 * §1.4): the discussion modal (timingProblems), the meeting form's url field (the form engine's
 * checkCalField, isHttpUrl) and the webinar form (webinarFormSchema).
 */

const CONTROL = ['https://meet.example.org/a\r\nb', 'https://meet.example.org/a\tb', 'https://meet.example.org/\u0001b', 'https://meet.example.org/\u0085b'];

describe('links with control characters in the forms', () => {
  it('the discussion modal names meeting_link', () => {
    const timing = { start_date: '2099-01-05', from_time: '10:00', to_time: '11:00', discussion_mode: 'Online' };
    for (const link of CONTROL) expect(timingProblems({ ...timing, meeting_link: link }).meeting_link).toBe(DISCUSSION_MESSAGES.badMeetingLink);
    expect(timingProblems({ ...timing, meeting_link: 'https://meet.example.org/ab' }).meeting_link).toBeUndefined();
  });

  it('the meeting form’s url field (the form engine)', () => {
    const field = { attributes: { type: 'url', label: 'Meeting URL', required: false, visible: true } } as unknown as CalField;
    for (const link of CONTROL) {
      expect(isHttpUrl(link)).toBe(false);
      expect(checkCalField(field, link)).toBeTruthy();
    }
    expect(checkCalField(field, 'https://meet.example.org/ab')).toBeUndefined();
  });

  it('the webinar form names join_link', () => {
    const schema = webinarFormSchema({ mode: 'create', today: '2099-01-01' });
    const values = { title: 'T', description: 'D', start_date: '2099-01-05', end_date: '2099-01-05', from_time: '10:00', to_time: '11:00', interval: 'none', cohorts: ['1'] };
    for (const link of CONTROL) {
      const result = schema.safeParse({ ...values, join_link: link });
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === 'join_link')?.message).toBe(WEBINAR_MESSAGES.badJoinLink);
    }
    expect(schema.safeParse({ ...values, join_link: 'https://meet.example.org/ab' }).success).toBe(true);
  });
});

describe('one link rule for the three kinds (contract calendar.ts isEventLink)', () => {
  const refused = ['https:///meet.example.org/a', 'https://.example.org/a', 'https://meet.example.org/a b', 'ftp://meet.example.org/a', 'javascript:alert(1)', 'meet.example.org'];

  it('refuses what any of the three once refused, and takes an ordinary link', () => {
    for (const link of refused) expect(isEventLink(link, 2048), link).toBe(false);
    expect(isEventLink('https://meet.example.org/ab?x=1#y', 2048)).toBe(true);
    expect(isEventLink(`https://meet.example.org/${'x'.repeat(40)}`, 40)).toBe(false);
  });

  it('the discussion, meeting and webinar forms apply it', () => {
    const timing = { start_date: '2099-01-05', from_time: '10:00', to_time: '11:00', discussion_mode: 'Online' };
    const meeting = {
      course_id: '1', meeting_mode: 'online', event_type: 'Webinar', cohorts: '1', title: 'T', start_date: '2099-01-05', end_date: '2099-01-05', time: '10:00', end_time: '11:00',
    };
    const webinar = webinarFormSchema({ mode: 'create', today: '2099-01-01' });
    const webinarValues = { title: 'T', description: 'D', start_date: '2099-01-05', end_date: '2099-01-05', from_time: '10:00', to_time: '11:00', interval: 'none', cohorts: ['1'] };
    for (const link of refused) {
      expect(timingProblems({ ...timing, meeting_link: link }).meeting_link).toBe(DISCUSSION_MESSAGES.badMeetingLink);
      expect(meetingFormSchema.safeParse({ ...meeting, meeting_url: link }).error?.issues.find((i) => i.path[0] === 'meeting_url')?.message).toBe(MEETING_MESSAGES.badUrl);
      expect(webinar.safeParse({ ...webinarValues, join_link: link }).error?.issues.find((i) => i.path[0] === 'join_link')?.message).toBe(WEBINAR_MESSAGES.badJoinLink);
    }
    expect(meetingFormSchema.safeParse({ ...meeting, meeting_url: 'https://meet.example.org/ab' }).success).toBe(true);
  });
});
