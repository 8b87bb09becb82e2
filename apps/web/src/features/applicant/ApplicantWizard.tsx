import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/stepper';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, Center, Divider, Group, Loader, Paper, Stepper, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconCircleCheck, IconEye, IconRestore } from '@tabler/icons-react';
import {
  APPLICATION_FILES,
  LIMITS,
  WEB_BASE,
  applicationFieldsSchema,
  type ApplicationFileField,
} from '@fetp/contract';
import { browser } from '../../app/browser';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import uiMessages from '../../ui/messages';
import { DRAFT_SAVE_DELAY_MS, clearDraft, isBlank, loadDraft, saveDraft } from './draft';
import {
  STEP_COUNT,
  STEP_LABELS,
  UPLOAD_STEP,
  applicationFormData,
  chosenFileProblem,
  emptyApplicantForm,
  emptyFiles,
  missingFiles,
  stepIsValid,
  stepOfField,
  stepResolver,
  type ApplicantField,
  type ApplicantFiles,
  type ApplicantForm,
  type FileErrors,
} from './form';
import { useEncryptionKey } from '../../app/encryptionKey';
import { useOptionLists, useSubmitApplication } from './hooks';
import formMessages from '../../ui/form/messages';
import messages from './messages';
import classes from './ApplicantWizard.module.css';

/**
 * Each step is its own chunk: the first is fetched with the wizard (in parallel with the page's own
 * code, so the course and the stepper show first), each later one as soon as the step before it
 * shows (so Next does not wait); the preview (a modal with everything entered) when first opened.
 */
const loadPersonal = () => import('./PersonalStep').then((module) => ({ default: module.PersonalStep }));
const loadEducation = () => import('./EducationStep').then((module) => ({ default: module.EducationStep }));
const loadWork = () => import('./WorkStep').then((module) => ({ default: module.WorkStep }));
const loadSkills = () => import('./SkillsStep').then((module) => ({ default: module.SkillsStep }));
const loadUpload = () => import('./UploadStep').then((module) => ({ default: module.UploadStep }));
const PersonalStep = lazy(loadPersonal);
const EducationStep = lazy(loadEducation);
const WorkStep = lazy(loadWork);
const SkillsStep = lazy(loadSkills);
const UploadStep = lazy(loadUpload);
const LATER_STEPS = [loadEducation, loadWork, loadSkills, loadUpload];
const PreviewModal = lazy(() => import('./PreviewModal').then((module) => ({ default: module.PreviewModal })));

/**
 * Keeps the half-filled form on this device (values and step, never files): saved a moment after
 * each change, and at once when the page is left. `stop()` ends it after a submission.
 */
function useDraftAutosave(courseId: string, form: UseFormReturn<ApplicantForm>, currentStep: () => number) {
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(false);
  const { watch, getValues } = form;

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (stopped.current) return;
    const values = getValues();
    if (isBlank(values)) clearDraft(courseId);
    else saveDraft(courseId, { step: currentStep(), values });
  }, [courseId, currentStep, getValues]);

  const schedule = useCallback(() => {
    if (stopped.current) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [flush]);

  useEffect(() => {
    const subscription = watch(() => schedule());
    const onLeave = () => {
      if (timer.current !== undefined) flush();
    };
    window.addEventListener('pagehide', onLeave);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, [watch, schedule, flush]);

  const stop = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  return { schedule, stop };
}

/** The five steps, Previous / Next, tab jumps, preview and submission (spec 000 §2.6, §4, §7.3). */
export function ApplicantWizard({ courseId }: { courseId: string }) {
  const t = useT();
  const fieldError = useFieldError();
  const [draft] = useState(() => loadDraft(courseId));
  const [step, setStep] = useState(draft?.step ?? 0);
  useEffect(() => void LATER_STEPS[step]?.(), [step]);
  const stepRef = useRef(step);
  const currentStep = useCallback(() => stepRef.current, []);
  const [resolver] = useState(() => stepResolver(currentStep));
  const form = useForm<ApplicantForm>({
    resolver,
    defaultValues: draft?.values ?? emptyApplicantForm(),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, getValues, setError, trigger, reset } = form;
  const { lists, failed: listsFailed } = useOptionLists();
  const encryptionKey = useEncryptionKey();
  const submission = useSubmitApplication();
  const { schedule, stop } = useDraftAutosave(courseId, form, currentStep);

  const [files, setFiles] = useState<ApplicantFiles>(emptyFiles);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [preview, setPreview] = useState<ApplicantForm | null>(null);
  const [restored, setRestored] = useState(draft !== null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** A refusal that belongs to no field (the course closed meanwhile, too many submissions). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const top = useRef<HTMLDivElement>(null);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const goTo = (target: number) => {
    stepRef.current = target;
    setStep(target);
    schedule();
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0) top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  /** Checks the current step with its contract schema (and, on the last step, the documents), showing the messages. */
  const validateCurrent = async (): Promise<boolean> => {
    let valid = false;
    await handleSubmit(
      () => {
        valid = true;
      },
      () => {
        valid = false;
      },
    )();
    if (stepRef.current === UPLOAD_STEP) {
      const missing = missingFiles(files);
      if (Object.keys(missing).length) {
        setFileErrors((current) => ({ ...current, ...missing }));
        valid = false;
      }
    }
    return valid;
  };

  /** One check at a time: a second click while a step is being checked does nothing. */
  const run = async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  const onPrimary = (event?: FormEvent) => {
    event?.preventDefault();
    void run(async () => {
      if (!(await validateCurrent())) return;
      if (stepRef.current === UPLOAD_STEP) setPreview(getValues());
      else goTo(stepRef.current + 1);
    });
  };

  /**
   * A click on a step label: backward always, and anywhere from the upload step; forward only when
   * the current step validates and so does every step in between (else the first one that does
   * not opens, with its messages).
   */
  const onStepClick = (target: number) => {
    const current = stepRef.current;
    if (target === current) return;
    if (target < current || current === UPLOAD_STEP) {
      goTo(target);
      return;
    }
    void run(async () => {
      if (!(await validateCurrent())) return;
      const values = getValues();
      for (let between = current + 1; between < target; between += 1) {
        if (!stepIsValid(between, values)) {
          goTo(between);
          await trigger();
          return;
        }
      }
      goTo(target);
    });
  };

  const onFile = (field: ApplicationFileField, file: File | null) => {
    const problem = file ? chosenFileProblem(field, file) : null;
    // A bad file is cleared, and its message shown at the field (§5.7).
    setFiles((current) => ({ ...current, [field]: problem ? null : file }));
    setFileErrors((current) => {
      const next = { ...current };
      if (problem) next[field] = problem;
      else delete next[field];
      return next;
    });
  };

  /** The server's field messages go on their fields; the form opens the first step that has one. */
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    let first: number | null = null;
    const onFiles: FileErrors = {};
    for (const [key, list] of Object.entries(error.errors)) {
      const message = list[0];
      const target = stepOfField(key);
      if (!message || target === null) continue;
      const root = key.split('.')[0] ?? key;
      if (root in APPLICATION_FILES) onFiles[root as ApplicationFileField] = message;
      else if (root === 'extra') setError('extra_education_data', { type: 'server', message });
      else if (root === 'prev') setError('prev_exp_data', { type: 'server', message });
      else setError(key as ApplicantField, { type: 'server', message });
      first = first === null ? target : Math.min(first, target);
    }
    if (Object.keys(onFiles).length) setFileErrors((current) => ({ ...current, ...onFiles }));
    if (first !== null) goTo(first);
    else setRefusal(fieldError(error.message) ?? error.message);
  };

  const onSubmit = async () => {
    if (submission.isPending) return;
    const parsed = applicationFieldsSchema.safeParse(getValues());
    if (!parsed.success) {
      const steps = parsed.error.issues.map((issue) => stepOfField(String(issue.path[0] ?? '')) ?? 0);
      setPreview(null);
      goTo(Math.min(...steps));
      await trigger();
      return;
    }
    const missing = missingFiles(files);
    if (Object.keys(missing).length) {
      setPreview(null);
      setFileErrors((current) => ({ ...current, ...missing }));
      goTo(UPLOAD_STEP);
      return;
    }
    setRefusal(null);
    try {
      const body = applicationFormData(courseId, encryptionKey.data?.public_key_id ?? '', parsed.data, files);
      const answer = await submission.mutateAsync(body);
      stop();
      clearDraft(courseId);
      setPreview(null);
      setSubmitted(answer.message || t(messages.submitted));
      const target = answer.redirect_url || `${WEB_BASE}/`;
      redirect.current = window.setTimeout(() => browser.assign(target), LIMITS.applicationRedirectMs);
      top.current?.scrollIntoView({ block: 'start' });
    } catch (error) {
      // Logged by the HTTP client (§8.2); the messages go on their fields.
      setPreview(null);
      showServerErrors(error);
    }
  };

  const startOver = () => {
    clearDraft(courseId);
    reset(emptyApplicantForm());
    setFiles(emptyFiles());
    setFileErrors({});
    setRestored(false);
    goTo(0);
  };

  if (submitted) {
    return (
      <div ref={top}>
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" data-testid="application-submitted">
          <Text fw={600}>{submitted}</Text>
          <Text fz="sm" mt={4}>
            {t(messages.redirecting)}
          </Text>
        </Alert>
      </div>
    );
  }

  const labels = STEP_LABELS.map((label) => t(label));
  const last = step === UPLOAD_STEP;

  return (
    <FormProvider {...form}>
      <div ref={top} style={{ scrollMarginTop: 16 }}>
        {restored && (
          <Alert
            color="blue"
            variant="light"
            mb="md"
            icon={<IconRestore aria-hidden />}
            withCloseButton
            closeButtonLabel={t(formMessages.dismiss)}
            onClose={() => setRestored(false)}
            data-testid="draft-restored"
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fz="sm">{t(messages.draftRestored)}</Text>
              <Button variant="subtle" size="compact-sm" onClick={startOver}>
                {t(messages.startOver)}
              </Button>
            </Group>
          </Alert>
        )}
        {listsFailed && (
          <Alert color="red" variant="light" mb="md" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t(messages.optionsFailed)}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" variant="light" mb="md" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="application-refused">
            {refusal}
          </Alert>
        )}
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form noValidate onSubmit={onPrimary} data-testid="applicant-form">
            <nav aria-label={t(messages.stepsLabel)}>
              <Stepper
                active={step}
                onStepClick={onStepClick}
                allowNextStepsSelect
                wrap={false}
                size="sm"
                className={classes.steps}
                classNames={{ step: classes.step, stepBody: classes.stepBody, stepLabel: classes.stepLabel, separator: classes.separator }}
              >
                {labels.map((label, index) => (
                  <Stepper.Step
                    key={label}
                    label={label}
                    // The name holds what the button shows, its number and its name (WCAG 2.5.3),
                    // also on a phone, where only the number is visible. The space after the
                    // number keeps the button's text "1 Personal Details", not "1Personal Details".
                    aria-label={t(messages.stepButton, { number: index + 1, label })}
                    icon={`${index + 1} `}
                    aria-current={index === step ? 'step' : undefined}
                    data-testid={`step-tab-${index}`}
                  />
                ))}
              </Stepper>
            </nav>
            <Text className={classes.counter} fz="sm" c="dimmed" mb="sm" data-testid="step-counter">
              {t(messages.stepCounter, { current: step + 1, total: STEP_COUNT })}
            </Text>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader size="sm" aria-label={t(uiMessages.loading)} />
                </Center>
              }
            >
              {step === 0 && <PersonalStep lists={lists} />}
              {step === 1 && <EducationStep lists={lists} />}
              {step === 2 && <WorkStep lists={lists} />}
              {step === 3 && <SkillsStep lists={lists} />}
              {step === 4 && <UploadStep files={files} fileErrors={fileErrors} onFile={onFile} />}
            </Suspense>
            <Divider my="lg" />
            <Group justify="space-between" gap="sm">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                disabled={step === 0}
                onClick={() => goTo(Math.max(0, step - 1))}
              >
                {t(messages.previous)}
              </Button>
              <Button
                type="submit"
                aria-busy={checking || undefined}
                rightSection={last ? <IconEye size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
              >
                {last ? t(messages.preview) : t(messages.next)}
              </Button>
            </Group>
          </form>
        </Paper>
      </div>
      {preview && (
        <Suspense fallback={null}>
          <PreviewModal
            opened
            values={preview}
            files={files}
            lists={lists}
            submitting={submission.isPending}
            onClose={() => setPreview(null)}
            onEdit={(target) => {
              setPreview(null);
              goTo(target);
            }}
            onSubmit={() => void onSubmit()}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
