/**
 * The demo units' pages (issue 30 §3): short, real teaching text the portal serves itself, and for
 * some a reading at a real address. Paragraphs are separated by a blank line; "- " starts a list item.
 * A unit not named here gets its module's text.
 */

export interface UnitContent {
  text: string;
  link?: string;
}

const CDC_MANUAL = 'https://www.cdc.gov/field-epi-manual/';
const SURVEILLANCE_GUIDELINES = 'https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5013a1.htm';
const EPI_INFO = 'https://www.cdc.gov/epiinfo/';
const IDSP = 'https://idsp.mohfw.gov.in/';
const ICMJE = 'https://www.icmje.org/recommendations/';

export const UNIT_CONTENT: Record<string, UnitContent> = {
  'What field epidemiologists do': {
    text: `Field epidemiology is epidemiology applied to an urgent public-health problem, usually away from the office: the problem is unexpected, an answer is needed quickly, and the investigator must be on site.

The field epidemiologist's day-to-day work:
- investigating outbreaks and clusters, from verifying the first signal to recommending control measures;
- running and evaluating surveillance systems so that the next outbreak is detected early;
- communicating findings to health officers, the public and decision makers.

Before the session, think of one event in your district in the last year that needed a rapid answer, and who answered it.`,
    link: CDC_MANUAL,
  },
  'The FETP competency framework': {
    text: `FETPs are built on competencies, not on hours of lectures: an officer graduates by doing the work of an epidemiologist under supervision.

The core domains are surveillance, outbreak investigation, epidemiological methods, public-health communication, and management and leadership. Each Competency Acquisition Log (CAL) records a piece of field work that proves one or more of them.

Look at your CAL tracker: which competencies do your current CALs cover, and which are still missing?`,
  },
  'Reading: Field Epidemiology Manual, chapter 1': {
    text: `Read chapter 1 of the CDC Field Epidemiology Manual, "Defining Field Epidemiology" (about 20 minutes).

While you read, note:
- the characteristics that distinguish field epidemiology from other epidemiology;
- the relationship between the field team and the requesting health authority;
- one example from the chapter that resembles a situation you have met.`,
    link: CDC_MANUAL,
  },
  'Time, place and person': {
    text: `Descriptive epidemiology organises cases by time, place and person, and answers what, who, where and when before anyone asks why.

- Time: plot cases by date of onset (an epidemic curve); look for trends, clusters and seasonality.
- Place: map cases by residence, workplace or school; a spot map or a rate map by area shows where risk is highest.
- Person: describe cases by age, sex, occupation and exposures, and compute rates, not only counts.

The description generates the hypotheses that analytic studies later test.`,
  },
  'Rates, ratios and proportions': {
    text: `A count tells how many; a rate tells how common, because it relates cases to the population at risk.

- A ratio compares two quantities (male cases to female cases, 3:1).
- A proportion is a part of the whole (cases who were hospitalised out of all cases).
- A rate adds time: new cases in a period divided by the population at risk in that period (incidence), for example 12 per 100,000 per year.
- The attack rate is the incidence proportion during an outbreak: ill people among those exposed.

Always state the numerator, the denominator and the period.`,
  },
  'Exercise: describing a dengue season': {
    text: `You will receive last season's dengue line list for one district (onset date, age, sex, block, outcome).

In groups:
- draw the epidemic curve by week of onset;
- compute incidence per 100,000 by block using the census population;
- describe cases by age group and sex;
- write three sentences a district health officer could act on.

Bring a laptop with Epi Info or a spreadsheet.`,
  },
  'The ten steps of an outbreak investigation': {
    text: `The steps are a checklist, not a strict order: several run at the same time, and control measures start as soon as they are justified.

- Prepare for field work.
- Establish the existence of an outbreak.
- Verify the diagnosis.
- Construct a working case definition.
- Find cases systematically and record information (the line list).
- Perform descriptive epidemiology.
- Develop hypotheses.
- Evaluate hypotheses epidemiologically; refine them and run further studies where needed.
- Implement control and prevention measures.
- Communicate findings.`,
    link: CDC_MANUAL,
  },
  'Case definitions and line lists': {
    text: `A case definition is a set of standard criteria for deciding whether a person has the disease under investigation: clinical criteria, and restrictions by time, place and person.

It is often graded: confirmed (laboratory evidence), probable (typical clinical features and an epidemiological link), suspected (fewer features). Early in an outbreak a loose definition finds more cases; later a stricter one improves specificity.

A line list has one row per case and one column per variable (identifier, onset date, age, sex, residence, symptoms, exposures, laboratory result, outcome). Keep it updated daily; it is the source of every table and graph.`,
  },
  'Drawing and reading an epidemic curve': {
    text: `An epidemic curve is a histogram of cases by date (or hour, or week) of onset.

Choose an interval of about a quarter to a third of the incubation period, and leave space before and after the cases.

Read the shape:
- a point source gives a steep rise and a gradual fall within one incubation period;
- a continuous common source gives a plateau;
- person-to-person spread gives successive, widening waves.

From a point-source curve and a known incubation period you can estimate the likely time of exposure.`,
  },
  'Case study: cholera in a riverside village': {
    text: `A primary health centre reports 23 adults with acute watery diarrhoea in three days from one riverside village; two have died. Stool samples have been sent for culture.

Work through the case study in teams:
- Is this an outbreak? What is the expected number of cases?
- Write a case definition for the field.
- Which hypotheses does the spot map of cases and water sources suggest?
- Which control measures start today, before the results of the study?

Each team presents its recommendations in five minutes at the end of the session.`,
  },
  'Public health surveillance systems and IDSP': {
    text: `Public-health surveillance is the ongoing, systematic collection, analysis and interpretation of health data, and its timely dissemination to those who need to act.

India's Integrated Disease Surveillance Programme (IDSP) collects weekly data on epidemic-prone diseases on the S (syndromic, health workers), P (presumptive, clinicians) and L (laboratory) forms through the IHIP platform, with district and state surveillance units that analyse the data and respond to outbreaks.`,
    link: IDSP,
  },
  'Evaluating a surveillance system (CDC guidelines)': {
    text: `An evaluation asks whether a surveillance system meets its purpose, and how to make it more useful and efficient.

Describe the system first: its purpose, the event under surveillance, the data flow and the resources it uses. Then assess its attributes:
- simplicity, flexibility and acceptability;
- data quality, sensitivity and predictive value positive;
- representativeness, timeliness and stability.

End with recommendations the programme can act on. Read the CDC's updated guidelines (MMWR 2001) before the session.`,
    link: SURVEILLANCE_GUIDELINES,
  },
  'Event-based surveillance and media scanning': {
    text: `Indicator-based surveillance counts cases reported through routine channels; event-based surveillance captures unstructured reports of unusual events: rumours, media reports, calls from the community or from hospitals.

Every signal goes through triage (is it relevant? is it a duplicate?) and verification with a reliable source before a risk assessment decides the response. Record each signal, its source and the decision taken, even when nothing is done.`,
  },
  'Entering and cleaning data in Epi Info': {
    text: `Build a form in Epi Info's Form Designer with a field per variable of your line list, using check codes to prevent impossible values (an onset date after today, an age over 110).

After entry, clean before you analyse:
- list frequencies of every categorical variable and look for misspellings;
- check ranges and missing values of numeric fields;
- compare dates: onset before hospitalisation, hospitalisation before outcome.

Never clean the original file: keep a copy and a log of every change.`,
    link: EPI_INFO,
  },
  'Measures of association and 2×2 tables': {
    text: `A 2×2 table crosses exposure (yes/no) with illness (yes/no).

- In a cohort study, the risk ratio is the attack rate among the exposed divided by the attack rate among the unexposed.
- In a case-control study, the odds ratio is (a × d) / (b × c).

A ratio of 1 means no association; above 1, the exposure is associated with more illness; below 1, with less. An association is not proof of cause: consider chance, bias and confounding.`,
  },
  'Confidence intervals and p-values': {
    text: `A 95% confidence interval gives a range of values for the true measure compatible with the data; a narrow interval means a precise estimate. If the interval of a risk ratio excludes 1, the association is statistically significant at the 5% level.

A p-value is the probability of seeing an association at least this strong if there were none in truth. It says nothing about the size or the importance of the effect: always report the measure and its interval.`,
  },
  'Reading: Epi Info user guide, analysis module': {
    text: `Read the Classic Analysis and Visual Dashboard sections of the Epi Info user guide.

Practise the commands you will need for your CAL: READ, FREQ, TABLES with a 2×2 output, MEANS, and GRAPH for an epidemic curve.`,
    link: EPI_INFO,
  },
  'Case-control studies': {
    text: `A case-control study starts from illness: it compares the exposures of people with the disease (cases) with those of people without it (controls) from the same source population.

It is quick and cheap, suits rare diseases and outbreaks, and can study many exposures at once. Choose controls who would have been counted as cases had they fallen ill; match only on strong confounders. The measure of association is the odds ratio.`,
  },
  'Cohort studies': {
    text: `A cohort study starts from exposure: it follows exposed and unexposed people and compares how often they fall ill.

In an outbreak, a retrospective cohort suits a well-defined group (the guests of a wedding, the pupils of a school): interview everyone, compute the attack rate for each food or exposure, and the risk ratio.`,
  },
  'Bias and confounding': {
    text: `Selection bias arises from how participants are chosen (controls recruited only from a hospital); information bias from how data are collected (cases remember their meals better than controls).

A confounder is associated with both the exposure and the illness without being on the causal path, such as age in a study of smoking and cholera. Prevent it by design (restriction, matching) and control it in analysis (stratification, adjustment).`,
  },
  'Collecting, packing and shipping specimens': {
    text: `Plan specimens with the laboratory before you leave: which specimen, how many, the containers and the transport medium.

- Collect early in the illness and before antibiotics where possible.
- Label every tube with the case's identifier from the line list, the date and the specimen type.
- Pack in three layers (primary container, leak-proof secondary packaging, rigid outer box), with the request forms outside the secondary layer.
- Keep the cold chain and send the specimens with a list.`,
  },
  'Interpreting laboratory results': {
    text: `A negative result does not rule out the disease: it may reflect the timing of the sample, its transport or the test's sensitivity.

Read each result with the case's clinical picture and its sampling date, and look at results across the cluster: a few confirmed cases with a consistent clinical and epidemiological picture are often enough to confirm an outbreak.`,
  },
  'Writing an abstract': {
    text: `An abstract of about 250 words has four parts: background (why the problem matters), methods (design, case definition, analysis), results (the numbers, with measures and intervals) and conclusions (the public-health action taken or recommended).

Write the results first, keep one message, avoid abbreviations, and check the conference's limit and format before you submit.`,
  },
  'Preparing an oral presentation': {
    text: `A ten-minute talk has about ten slides. Tell one story: the problem, what you did, what you found, what was done about it.

One message per slide, large figures, few words; practise aloud with a timer, and prepare for the three questions you least want to be asked.`,
  },
  'From report to manuscript': {
    text: `An outbreak report serves the health authority; a manuscript serves other readers. Rewrite, do not copy: a sharper question, a methods section another team could repeat, and a discussion of the limitations and of what is new.

Choose the journal first and follow its instructions for authors.`,
  },
  'Reading: ICMJE recommendations': {
    text: `Read the ICMJE Recommendations, sections II (roles and responsibilities of authors) and IV (manuscript preparation).

Decide now, with your mentor, who qualifies as an author of your manuscript and in what order.`,
    link: ICMJE,
  },
  'Surveillance at the district level': {
    text: `The District Surveillance Unit receives the weekly S, P and L reports of every reporting unit, checks completeness and timeliness, analyses trends and triggers the rapid response team when a threshold is crossed.

As a frontline officer you are the link between the reporting units and the district: your weekly review of the data is often the first place where an outbreak shows.`,
    link: IDSP,
  },
  'Reading: IDSP operational guidelines': {
    text: `Read the sections of the IDSP operational guidelines on the roles of the District Surveillance Unit and on weekly reporting.

Note the reporting deadlines for S, P and L forms and who signs off each report in your district.`,
    link: IDSP,
  },
  'Standard case definitions': {
    text: `A standard case definition lets every reporting unit count the same thing. IDSP defines, for example, a suspected measles case as fever with a maculopapular rash and cough, coryza or conjunctivitis, and acute watery diarrhoea as three or more loose stools in 24 hours.

Use the definitions exactly as written when you fill the weekly forms, even when the diagnosis seems obvious.`,
  },
  'Weekly S, P and L forms': {
    text: `- S form: syndromes reported by health workers in the community (fever, cough, loose stools, jaundice, unusual events).
- P form: presumptive diagnoses by clinicians in health facilities.
- L form: laboratory-confirmed cases from designated laboratories.

Each week, check that every reporting unit has sent each form, including nil reports.`,
  },
  'Tables, graphs and maps of weekly data': {
    text: `Each week, compare this week's cases with the previous weeks and with the same weeks of the last three years.

A line graph by week shows trends; a table by block shows where cases are; a simple map with cases per block points to the areas to visit. Use rates when populations differ.`,
  },
  'Thresholds and alerts': {
    text: `An alert threshold is a level of cases that calls for a closer look: for example, a doubling of cases over the average of the previous three weeks, or a single case of a disease such as cholera or measles death.

An alert is a signal, not an outbreak: verify it within 24 hours and record what you found.`,
  },
  'Verifying a signal': {
    text: `Before the team moves, answer three questions: is the report true (call the facility, check the records)? Is it a real increase (same case definition, same reporting units as before)? Is it serious enough to investigate now?

Write down each call, who you spoke to and what they said.`,
  },
  'Rapid response team': {
    text: `The district rapid response team has at least an epidemiologist, a clinician and a microbiologist, with an entomologist or an environmental engineer as needed.

It investigates within 24 to 48 hours of a verified signal, collects specimens, starts control measures and sends a preliminary report to the district and the state.`,
  },
  'Writing a situation report': {
    text: `A situation report is short and regular: what has happened since the last one, the numbers (cases, deaths, areas), the actions taken, the needs, and the next steps.

Use the same headings and the same table every time so that readers can compare reports at a glance.`,
  },
  'Risk communication in the community': {
    text: `Tell people early what is known, what is not known yet and what they can do to protect themselves; use trusted local voices and the local language.

Listen to rumours and answer them with facts; never promise what the team cannot deliver.`,
  },
  'Planning your field project': {
    text: `A good field project answers a question your district needs answered, with data you can obtain within the course.

Write a one-page protocol: background, objectives, methods (design, population, data sources, analysis), timeline and the ethical approval needed. Agree it with your mentor before you collect any data.`,
  },
  'Presenting your results': {
    text: `Present to the people who can act on your findings: the district health officer and the programme officers.

Five slides are enough: the question, the methods, two slides of results, and the recommendations with who should do what by when.`,
  },
  'Reading: Before you go to the field': {
    text: `Before you leave: agree the objectives and your role with the requesting authority, contact the local team, and gather the references, forms and laboratory supplies you will need.

Take a laptop, a copy of the case definition, specimen containers and your contacts list.`,
    link: CDC_MANUAL,
  },
  'Checklist for the field': {
    text: `- Letter of authorisation and contacts of local officials
- Case definition, line list template and questionnaires
- Specimen collection kits, cold box and request forms
- Personal protective equipment
- Maps of the area and a plan for daily reporting`,
  },
  'Verifying the diagnosis': {
    text: `Review the clinical findings with the treating clinicians, examine a few patients yourself, and obtain laboratory confirmation for a sample of cases.

The aim is to be sure the cases have the same illness and that it has been correctly diagnosed.`,
  },
  'Establishing the existence of an outbreak': {
    text: `An outbreak is more cases than expected in a given area, among a specific group, over a particular period.

Compare the observed number with the expected one, from surveillance data or previous years, and rule out artefacts: a new doctor, a new test, better reporting, or a change in the population.`,
  },
  'Case definition and case finding': {
    text: `With a working case definition, search for cases systematically: facility records, laboratories, line lists of neighbouring areas, and house-to-house visits where needed.

Record every case in the line list, with the same variables for each one.`,
  },
  'Descriptive epidemiology': {
    text: `Describe the outbreak by time (an epidemic curve), place (a spot map) and person (attack rates by age and sex).

The description shows who is at risk and suggests the source and the mode of transmission.`,
  },
  'Developing hypotheses': {
    text: `Hypotheses come from the descriptive epidemiology, from talking to cases and local staff, and from what is known about the disease.

Interview a few cases in depth about their exposures; the outliers (a case far from the cluster) are often the most informative.`,
  },
  'Analytic studies': {
    text: `Test the hypotheses with a comparison group: a cohort study when the whole exposed group can be listed, a case-control study otherwise.

Compute the attack rates or odds for each exposure, with confidence intervals, and look for a dose-response relationship.`,
  },
  'Control and prevention measures': {
    text: `Control measures target the source (remove the contaminated food, chlorinate the water), the mode of transmission (hand washing, vector control) and the susceptible people (vaccination, prophylaxis).

Start them as soon as the evidence allows; do not wait for the analytic study when the source is clear.`,
  },
  'Communicating findings': {
    text: `Brief the local authorities before you leave, then send a written report within days: background, methods, results, conclusions and recommendations.

Share the findings with the community and the health workers who helped.`,
  },
  'Final quiz': {
    text: `Ten questions on the steps of an outbreak investigation. Review the units of this course, then answer the quiz with your mentor or in your cohort's next session.

Mark this unit as done once you have discussed your answers.`,
  },
};
