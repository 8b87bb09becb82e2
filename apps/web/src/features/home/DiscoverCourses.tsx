import { useState } from 'react';
import { IconBuildingHospital, IconCalendar, IconClock } from '@tabler/icons-react';
import type { AdmissionCourse } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { displayDate } from '../../ui/dates';
import { ButtonLink } from '../../ui/light/Button';
import { CenterLoader } from '../../ui/light/Loader';
import { Pagination } from '../../ui/light/Pagination';
import light from '../../ui/light/light.module.css';
import { DISCOVER_PAGE_SIZE } from './api';
import { useAdmissionCourses } from './hooks';
import messages from './messages';
import classes from './HomePage.module.css';

function CourseDates({ course }: { course: AdmissionCourse }) {
  const t = useT();
  const start = displayDate(course.start_date);
  const end = displayDate(course.end_date);
  if (!start) return null;
  return (
    <div className={classes.fact}>
      <IconCalendar size={16} aria-hidden className={classes.factIcon} />
      <p className={classes.factText} data-testid="admission-course-dates">
        {end ? t(messages.courseDates, { start, end }) : t(messages.courseStarts, { start })}
      </p>
    </div>
  );
}

/**
 * A course open for admission: its type, hub, dates, closing day and an Apply button to the wizard.
 * Plain markup (the light kit): the home page's first load carries no Mantine component.
 */
export function AdmissionCourseCard({ course }: { course: AdmissionCourse }) {
  const t = useT();
  const closes = displayDate(course.admission_closes_on);
  return (
    <article className={`${light.card} ${classes.course}`} data-testid="admission-course">
      <div className={classes.courseBody}>
        <span className={classes.badge}>{course.type}</span>
        <h3 className={classes.courseTitle}>{course.title}</h3>
        <div className={classes.fact}>
          <IconBuildingHospital size={16} aria-hidden className={classes.factIcon} />
          <p className={classes.factText} data-testid="admission-course-hub">
            {t(messages.courseHub, { hub: course.hub })}
          </p>
        </div>
        <CourseDates course={course} />
        {closes && (
          <div className={`${classes.fact} ${classes.deadline}`}>
            <IconClock size={16} aria-hidden className={classes.factIcon} />
            <p className={classes.factText} data-testid="admission-course-closes">
              {t(messages.courseCloses, { date: closes })}
            </p>
          </div>
        )}
        {course.description && <p className={classes.description}>{course.description}</p>}
      </div>
      <ButtonLink
        href={course.apply_url}
        fullWidth
        className={classes.apply}
        aria-label={t(messages.applyLabel, { title: course.title })}
        data-testid="admission-course-apply"
      >
        {t(messages.apply)}
      </ButtonLink>
    </article>
  );
}

/** DISCOVER NEW (000 §2.1): the courses open for admission, six a page. */
export function DiscoverCourses() {
  const t = useT();
  const [page, setPage] = useState(1);
  const courses = useAdmissionCourses(page);
  const list = courses.data?.data ?? [];

  if (courses.isPending) return <CenterLoader label={t(messages.discoverLoading)} />;
  if (courses.isError || !courses.data) {
    return (
      <p className={classes.muted} data-testid="admission-courses-failed">
        {t(messages.discoverFailed)}
      </p>
    );
  }
  if (list.length === 0) {
    return (
      <div className={light.card} data-testid="admission-courses-empty">
        <p className={classes.muted}>{t(messages.discoverEmpty)}</p>
      </div>
    );
  }
  return (
    <>
      <div className={`${light.grid} ${light.grid23}`} data-testid="admission-courses">
        {list.map((course) => (
          <AdmissionCourseCard key={course.course_id} course={course} />
        ))}
      </div>
      <Pagination
        page={courses.data.page}
        pageSize={courses.data.page_size || DISCOVER_PAGE_SIZE}
        count={courses.data.count}
        onChange={setPage}
        disabled={courses.isFetching}
        data-testid="admission-courses-pagination"
      />
    </>
  );
}
